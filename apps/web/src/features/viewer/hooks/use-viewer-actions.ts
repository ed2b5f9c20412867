import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImageItem, ReportType } from '@muse/contracts';
import { nativeBridge, saveFile } from '../../../app/native-bridge';
import { notifySuccess } from '../../../app/notify';
import { imageKeys } from '../../generator';
import { viewerApi } from '../viewer.api';
import { rememberVisitorLike } from '../visitor-likes';

const title = (what: string) => ({ errorTitle: `Couldn't ${what}` });

interface ViewerActionEvents {
  onDeleted: () => void;
  /** After a like (not an unlike) went through: the share reminder counts it. */
  onLiked: (filename: string) => void;
  /** signed out: the like is the browser's, remembered in it (visitor-likes.ts) */
  visitor: boolean;
}

/** The viewer's actions on one item; each updates the cached item or lists on success. */
export function useViewerActions(
  item: ImageItem | undefined,
  { onDeleted, onLiked, visitor }: ViewerActionEvents,
) {
  const queryClient = useQueryClient();
  const filename = item?.filename ?? '';
  const patch = (target: string, p: Partial<ImageItem>) =>
    queryClient.setQueryData<ImageItem>(imageKeys.item(target), (old) => (old ? { ...old, ...p } : old));

  const like = useMutation({
    // The like endpoint toggles: a second like takes it back. The reply names the image it was for, in
    // case the viewer moved on to the next image while it was in flight.
    mutationFn: async () => {
      const target = filename;
      return { target, ...(await viewerApi.like(target)) };
    },
    onSuccess: ({ target, liked, likes }) => {
      if (visitor) rememberVisitorLike(localStorage, target, liked);
      patch(target, { liked, likes });
      void queryClient.invalidateQueries({ queryKey: imageKeys.lists });
      if (liked) onLiked(target);
    },
    meta: title('update your like'),
  });
  const share = useMutation({
    mutationFn: async () => {
      const view = item?.video ? 'video' : 'images';
      const fallback = `${window.location.origin}/${view}/${encodeURIComponent(filename)}`;
      // A failed share link is logged and the plain link is used.
      const link = await viewerApi
        .shareLink(filename)
        .then((r) => r.shareLink)
        .catch((error: unknown) => {
          console.warn('share link failed', error);
          return fallback;
        });
      // Inside the app, the system share sheet; in a browser, the link is copied.
      const bridge = nativeBridge();
      if (typeof bridge?.share === 'function') {
        await bridge.share(link, item?.name || 'Muse');
        return 'shared' as const;
      }
      await navigator.clipboard.writeText(link);
      return 'copied' as const;
    },
    onSuccess: (outcome) => {
      if (outcome === 'copied') notifySuccess('Link copied');
    },
    meta: title('copy the link'),
  });
  const download = useMutation({
    mutationFn: async () => {
      const { url } = await viewerApi.download(filename);
      saveFile(url, `${item?.name || filename}.${item?.video ? 'mp4' : 'png'}`);
    },
    meta: title('download the image'),
  });
  const report = useMutation({
    mutationFn: (type: ReportType) => viewerApi.report(filename, type),
    onSuccess: () => notifySuccess('Thanks, the image was reported.'),
    meta: title('send the report'),
  });
  const remove = useMutation({
    mutationFn: () => viewerApi.remove(item?._id ?? ''),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: imageKeys.item(filename) });
      void queryClient.invalidateQueries({ queryKey: imageKeys.lists });
      notifySuccess('Image deleted');
      onDeleted();
    },
    meta: title('delete the image'),
  });
  const privacy = useMutation({
    mutationFn: () => viewerApi.switchPrivate(item?._id ?? ''),
    onSuccess: (updated) => {
      queryClient.setQueryData(imageKeys.item(filename), updated);
      void queryClient.invalidateQueries({ queryKey: imageKeys.lists });
    },
    meta: title('change the privacy'),
  });
  return { like, share, download, report, remove, privacy };
}
