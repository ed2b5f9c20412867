import { Button, Group, Loader, Modal, Stack, Text, UnstyledButton } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { PAGE_SIZE, isLastPage } from '@muse/domain';
import type { ImageItem } from '@muse/contracts';
import { ErrorState } from '../../../shared/ErrorState';
import { videoApi } from '../video.api';
import type { PictureRef } from '../video-settings';
import classes from './Video.module.css';

interface PicturePickerProps {
  opened: boolean;
  onClose: () => void;
  chosen: readonly PictureRef[];
  max: number;
  onToggle: (picture: PictureRef) => void;
}

export const pictureRef = (item: ImageItem): PictureRef => ({
  filename: item.filename,
  name: item.name,
  thumb: item.imageThumbUrl,
  width: item.width,
  height: item.height,
});

/** Chooses pictures to animate from the user's finished images, in the order clicked. */
export function PicturePicker({ opened, onClose, chosen, max, onToggle }: PicturePickerProps) {
  const list = useInfiniteQuery({
    queryKey: ['videos', 'pictures'],
    queryFn: ({ pageParam, signal }) =>
      videoApi.pictures({ limit: PAGE_SIZE, ...(pageParam ? { after: pageParam } : {}) }, signal),
    initialPageParam: '',
    getNextPageParam: (last) => (isLastPage(last.length) ? undefined : last[last.length - 1]?._id),
    enabled: opened,
  });
  const pictures = (list.data?.pages.flat() ?? []).filter((i) => i.imageThumbUrl && i.finishedOn);
  const full = chosen.length >= max;
  return (
    <Modal opened={opened} onClose={onClose} title="Choose pictures to animate" size="lg">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {chosen.length} of at most {max} chosen. Each picture becomes a shot, in the order you choose them.
        </Text>
        {list.isPending && <Loader size="sm" aria-label="Loading your pictures" />}
        {list.isError && (
          <ErrorState
            title="Couldn't load your pictures"
            error={list.error}
            onRetry={() => void list.refetch()}
          />
        )}
        {list.isSuccess && pictures.length === 0 && (
          <Text>You have no finished pictures yet. Create one on the Images page first.</Text>
        )}
        <div className={classes.pickGrid}>
          {pictures.map((item) => {
            const on = chosen.some((p) => p.filename === item.filename);
            return (
              <UnstyledButton
                key={item._id}
                className={classes.pick}
                aria-pressed={on}
                aria-label={item.name || 'Untitled picture'}
                disabled={!on && full}
                onClick={() => onToggle(pictureRef(item))}
              >
                <img src={item.imageThumbUrl!} alt="" loading="lazy" />
              </UnstyledButton>
            );
          })}
        </div>
        <Group justify="space-between">
          {list.hasNextPage ? (
            <Button
              variant="subtle"
              loading={list.isFetchingNextPage}
              onClick={() => void list.fetchNextPage()}
            >
              Show more
            </Button>
          ) : (
            <span />
          )}
          <Button onClick={onClose}>Done</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
