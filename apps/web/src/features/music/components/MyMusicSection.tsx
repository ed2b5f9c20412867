import { Button, Center, Group, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useInfiniteScroll } from '../../../shared/hooks/use-infinite-scroll';
import type { MusicRoot } from '../music-paths';
import { anyPending } from '../track-view';
import { useMyMusic } from '../hooks/use-my-music';
import { GallerySection } from './GallerySection';
import { TrackGrid } from './TrackGrid';
import { TrackGridSkeleton } from './TrackRow';

/**
 * 'My Music & Songs': the signed-in user's tracks, newest first, with the unfinished ones showing their state
 * and progress. More pages load as the list scrolls into view, or with "Load more".
 */
export function MyMusicSection({ userId, root }: { userId: string; root: MusicRoot }) {
  const list = useMyMusic(userId);
  const sentinel = useInfiniteScroll(list);
  const pending = anyPending(list.tracks);
  return (
    <GallerySection
      title="My Music & Songs"
      count={list.hasNextPage ? undefined : list.tracks.length}
      load={list}
      isEmpty={list.tracks.length === 0}
      empty={{
        title: 'No music of yours yet',
        description: 'Create a song or a piece of music above; it shows here while it is being made.',
      }}
      skeleton={<TrackGridSkeleton count={4} />}
      aside={
        pending && (
          <Text size="sm" c="dimmed" role="status" visibleFrom="xs">
            Updating while your music is made…
          </Text>
        )
      }
    >
      <TrackGrid tracks={list.tracks} root={root} label="My music and songs" showPrivacy />
      <div ref={sentinel} />
      {list.isFetchNextPageError ? (
        <Group justify="center" gap="sm" role="alert">
          <Text c="red" fz="sm">
            Couldn't load more of your music.
          </Text>
          <Button
            variant="default"
            size="xs"
            leftSection={<IconRefresh size={14} aria-hidden />}
            loading={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
          >
            Try again
          </Button>
        </Group>
      ) : (
        list.hasNextPage && (
          <Center>
            <Button
              variant="default"
              loading={list.isFetchingNextPage}
              onClick={() => void list.fetchNextPage()}
            >
              Load more
            </Button>
          </Center>
        )
      )}
    </GallerySection>
  );
}
