import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImageItem, ReportType } from '@muse/contracts';
import { isApiError } from '../../../app/api-error';
import { notifySuccess } from '../../../app/notify';
import { imageKeys } from '../../generator';
import { viewerApi } from '../viewer.api';

/** Toast a missing endpoint as "not on this server yet" rather than a bare 404. */
export const NOT_YET = 'This action is not available on this server yet.';
const title = (what: string) => ({ errorTitle: `Couldn't ${what}` });
export function isMissingRoute(error: unknown): boolean {
  return isApiError(error) && error.status === 404 && error.message.startsWith('No route ');
}
function friendly(error: unknown): never {
  if (isMissingRoute(error)) throw new Error(NOT_YET);
  throw error;
}

/** The viewer's actions on one item; each updates the cached item or lists on success. */
export function useViewerActions(item: ImageItem | undefined, onDeleted: () => void) {
  const queryClient = useQueryClient();
  const filename = item?.filename ?? '';
  const patch = (p: Partial<ImageItem>) =>
    queryClient.setQueryData<ImageItem>(imageKeys.item(filename), (old) => (old ? { ...old, ...p } : old));

  const like = useMutation({
    // The like endpoint toggles (§4): a second like takes it back.
    mutationFn: () => viewerApi.like(filename).catch(friendly),
    onSuccess: (reply) => {
      patch({ liked: reply.liked, likes: reply.likes });
      void queryClient.invalidateQueries({ queryKey: imageKeys.lists });
    },
    meta: title('update your like'),
  });
  const share = useMutation({
    mutationFn: async () => {
      const fallback = `${window.location.origin}/images/${encodeURIComponent(filename)}`;
      // §8: a failed share link is logged and the plain link is used.
      const link = await viewerApi
        .shareLink(filename)
        .then((r) => r.shareLink)
        .catch((error: unknown) => {
          console.warn('share link failed', error);
          return fallback;
        });
      await navigator.clipboard.writeText(link);
      return link;
    },
    onSuccess: () => notifySuccess('Link copied'),
    meta: title('copy the link'),
  });
  const download = useMutation({
    mutationFn: async () => {
      const url = await viewerApi
        .download(filename)
        .then((r) => r.url)
        .catch((error: unknown) => {
          if (isMissingRoute(error) && item?.imageUrl) return item.imageUrl;
          throw error;
        });
      const a = document.createElement('a');
      a.href = url;
      a.download = `${item?.name || filename}.png`;
      a.rel = 'noopener';
      document.body.append(a);
      a.click();
      a.remove();
    },
    meta: title('download the image'),
  });
  const report = useMutation({
    mutationFn: (type: ReportType) => viewerApi.report(filename, type).catch(friendly),
    onSuccess: () => notifySuccess('Thanks, the image was reported.'),
    meta: title('send the report'),
  });
  const remove = useMutation({
    mutationFn: () => viewerApi.remove(item?._id ?? '').catch(friendly),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: imageKeys.item(filename) });
      void queryClient.invalidateQueries({ queryKey: imageKeys.lists });
      notifySuccess('Image deleted');
      onDeleted();
    },
    meta: title('delete the image'),
  });
  const privacy = useMutation({
    mutationFn: () => viewerApi.switchPrivate(item?._id ?? '').catch(friendly),
    onSuccess: (updated) => {
      queryClient.setQueryData(imageKeys.item(filename), updated);
      void queryClient.invalidateQueries({ queryKey: imageKeys.lists });
    },
    meta: title('change the privacy'),
  });
  return { like, share, download, report, remove, privacy };
}
