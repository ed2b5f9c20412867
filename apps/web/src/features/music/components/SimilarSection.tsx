import { Text } from '@mantine/core';
import type { MusicRoot } from '../music-paths';
import { SEARCH_EMPTY, SEARCH_HINT } from '../music-search';
import type { useSimilarMusic } from '../hooks/use-similar-music';
import { GallerySection } from './GallerySection';
import { TrackRowSkeleton } from './TrackRow';
import { TrackGrid } from './TrackGrid';

/** 'Similar': public tracks like the typed keywords (at most 20), shown instead of the other galleries. */
export function SimilarSection({
  similar,
  root,
}: {
  similar: ReturnType<typeof useSimilarMusic>;
  root: MusicRoot;
}) {
  if (similar.tooShort)
    return (
      <section aria-label="Similar">
        <Text c="dimmed" role="status">
          {SEARCH_HINT}
        </Text>
      </section>
    );
  const { query } = similar;
  return (
    <GallerySection
      title="Similar"
      count={similar.tracks.length}
      load={{
        isPending: similar.waiting,
        isError: query.isError,
        error: query.error,
        isRefetching: query.isRefetching,
        refetch: query.refetch,
      }}
      isEmpty={similar.tracks.length === 0}
      empty={{ title: SEARCH_EMPTY, description: `Nothing public matches “${similar.keywords}” yet.` }}
      skeleton={<TrackRowSkeleton />}
    >
      <TrackGrid tracks={similar.tracks} root={root} label="Similar music" />
    </GallerySection>
  );
}
