import { Badge, Button, Loader, Progress, Skeleton, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImageItem } from '@muse/contracts';
import { Link } from '../../../shared/routing';
import { ErrorState } from '../../../shared/ErrorState';
import { videoCardView } from '../video-card-view';
import { formatLength } from '../video-settings';
import { videoApi, videoKeys } from '../video.api';
import type { useVideoList } from '../hooks/use-video-list';
import classes from './Video.module.css';

interface VideoGridProps {
  label: string;
  list: ReturnType<typeof useVideoList>;
  progress: ReadonlyMap<string, number>;
  empty: string;
}

function VideoCard({
  item,
  list,
  progress,
}: {
  item: ImageItem;
  list: string[];
  progress: number | undefined;
}) {
  const queryClient = useQueryClient();
  const retry = useMutation({
    mutationFn: () => videoApi.restart(item._id),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: videoKeys.all }),
    meta: { errorTitle: "Couldn't start it again" },
  });
  const view = videoCardView(item, progress);
  if (view.kind === 'ready') {
    return (
      <Link
        to={`/video/${encodeURIComponent(item.filename)}`}
        state={{ list }}
        className={classes.card}
        aria-label={`${item.name}, ${formatLength(Math.round(item.length ?? 0))}`}
      >
        {item.imageThumbUrl && (
          <img className={classes.poster} src={item.imageThumbUrl} alt="" loading="lazy" />
        )}
        <Badge className={classes.length} color="dark" variant="filled" size="sm" tt="none">
          {formatLength(Math.round(item.length ?? 0))}
        </Badge>
        <div className={classes.caption}>{item.name}</div>
      </Link>
    );
  }
  return (
    <div className={classes.card} role="group" aria-label={item.name}>
      <div className={classes.pending}>
        <Text size="sm" fw={600} lineClamp={2}>
          {item.name}
        </Text>
        {view.kind === 'waiting' ? (
          <>
            <Text size="sm" c="gray.4">
              {view.text}
            </Text>
            {view.progress === null ? (
              <Loader size="xs" color="gray" aria-hidden />
            ) : (
              <Progress value={view.progress} aria-label={`Video progress for ${item.name}`} animated />
            )}
          </>
        ) : (
          <>
            <Text size="sm" c="red.3">
              {view.text}
            </Text>
            {view.canRetry && item.access.canManage && (
              <Button size="xs" variant="white" loading={retry.isPending} onClick={() => retry.mutate()}>
                Try again
              </Button>
            )}
          </>
        )}
      </div>
    </div>
  );
}

/** A paged grid of video cards: posters open the viewer; waiting ones show progress; states for all. */
export function VideoGrid({ label, list, progress, empty }: VideoGridProps) {
  if (list.isPending) {
    return (
      <div className={classes.grid} aria-busy="true" aria-label={label}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className={classes.card} />
        ))}
      </div>
    );
  }
  if (list.isError) {
    return (
      <ErrorState
        title={`Couldn't load ${label.toLowerCase()}`}
        error={list.error}
        onRetry={() => void list.refetch()}
      />
    );
  }
  if (list.items.length === 0) return <Text c="dimmed">{empty}</Text>;
  const ready = list.items.filter((i) => i.url).map((i) => i.filename);
  return (
    <Stack gap="sm">
      <div className={classes.grid} role="list" aria-label={label}>
        {list.items.map((item) => (
          <div role="listitem" key={item._id}>
            <VideoCard item={item} list={ready} progress={progress.get(item.filename)} />
          </div>
        ))}
      </div>
      {list.hasNextPage && (
        <Button variant="subtle" loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
          Show more
        </Button>
      )}
    </Stack>
  );
}
