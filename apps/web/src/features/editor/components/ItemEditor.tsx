import { useQuery } from '@tanstack/react-query';
import { isApiError } from '../../../app/api-error';
import { ErrorState } from '../../../shared/ErrorState';
import { LoadingState } from '../../../shared/LoadingState';
import { generatorApi, imageKeys } from '../../generator';
import { loadImage } from '../image-ops';
import { EditorSession } from './EditorSession';

/** Opens the user's item `filename` (a private one through its signed address) in the editor. */
export function ItemEditor({ filename }: { filename: string }) {
  const item = useQuery({
    queryKey: imageKeys.item(filename),
    queryFn: ({ signal }) => generatorApi.item(filename, signal),
    retry: (count, error) => !(isApiError(error) && error.status < 500) && count < 2,
    meta: { shownInPlace: () => true },
  });
  const url = item.data?.imageUrl ?? null;
  const picture = useQuery({
    queryKey: ['editor', 'picture', url],
    queryFn: async () => {
      const img = await loadImage(url!);
      return { url: url!, width: img.naturalWidth, height: img.naturalHeight };
    },
    enabled: !!url,
    staleTime: Infinity,
    gcTime: 0,
    meta: { shownInPlace: () => true },
  });

  if (item.isPending || (url && picture.isPending))
    return <LoadingState label="Loading the picture…" minHeight={320} />;
  if (item.isError)
    return (
      <ErrorState
        title="Couldn’t open this picture"
        error={item.error}
        onRetry={() => void item.refetch()}
        retrying={item.isRefetching}
      />
    );
  if (!url)
    return (
      <ErrorState
        title="This picture isn’t ready yet"
        message="It can be edited once it has finished."
        onRetry={() => void item.refetch()}
        retrying={item.isRefetching}
      />
    );
  if (picture.isError || !picture.data)
    return (
      <ErrorState
        title="Couldn’t load the picture"
        error={picture.error}
        onRetry={() => void picture.refetch()}
        retrying={picture.isRefetching}
      />
    );
  const data = item.data;
  return (
    <EditorSession
      key={data._id}
      source={{
        itemId: data._id,
        filename: data.filename,
        description: data.description,
        private: data.private,
      }}
      image={picture.data}
    />
  );
}
