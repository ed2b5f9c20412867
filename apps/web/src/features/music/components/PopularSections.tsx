import type { MusicTrack } from '@muse/contracts';
import type { MusicRoot } from '../music-paths';
import { visibleTracks } from '../track-view';
import { useMusicGalleries } from '../hooks/use-music-galleries';
import type { GalleryLoad } from './GallerySection';
import { GallerySection } from './GallerySection';
import { TrackRow, TrackRowSkeleton } from './TrackRow';

/** Galleries show 20 items for similar and popular, 100 for recent. */
const POPULAR_MAX = 20;
const RECENT_MAX = 100;

/** 'Popular Songs', 'Popular Music' and, when the server sends it (the admin), 'Recent'. */
export function PopularSections({ root }: { root: MusicRoot }) {
  const galleries = useMusicGalleries();
  const data = galleries.data;
  const songs = visibleTracks(data?.popularSongs ?? []).slice(0, POPULAR_MAX);
  const music = visibleTracks(data?.popularMusic ?? []).slice(0, POPULAR_MAX);
  const recent = visibleTracks(data?.recent ?? []).slice(0, RECENT_MAX);
  return (
    <>
      <Row
        title="Popular Songs"
        tracks={songs}
        load={galleries}
        root={root}
        empty="No songs have been shared yet."
      />
      {/* When the gallery request fails, one error says so: the song row shows it. */}
      {!galleries.isError && (
        <Row
          title="Popular Music"
          tracks={music}
          load={galleries}
          root={root}
          empty="No instrumental music has been shared yet."
        />
      )}
      {recent.length > 0 && (
        <Row title="Recent" tracks={recent} load={galleries} root={root} empty="Nothing yet." />
      )}
    </>
  );
}

function Row({
  title,
  tracks,
  load,
  root,
  empty,
}: {
  title: string;
  tracks: MusicTrack[];
  load: GalleryLoad;
  root: MusicRoot;
  empty: string;
}) {
  return (
    <GallerySection
      title={title}
      count={tracks.length}
      load={load}
      isEmpty={tracks.length === 0}
      empty={{ title: empty, description: 'Finished public tracks appear here.' }}
      skeleton={<TrackRowSkeleton />}
      errorTitle="Couldn't load the music galleries"
    >
      <TrackRow tracks={tracks} root={root} label={title} />
    </GallerySection>
  );
}
