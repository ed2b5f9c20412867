import type { MusicTrack } from '@muse/contracts';
import type { MusicRoot } from '../music-paths';
import { TrackCard } from './TrackCard';
import classes from './Gallery.module.css';

/** A gallery as a grid of cards (columns by the music breakpoints). */
export function TrackGrid({
  tracks,
  root,
  label,
  showPrivacy,
}: {
  tracks: MusicTrack[];
  root: MusicRoot;
  label: string;
  showPrivacy?: boolean;
}) {
  const filenames = tracks.map((t) => t.filename);
  return (
    <ul className={classes.grid} aria-label={label}>
      {tracks.map((track) => (
        <li key={track._id}>
          <TrackCard track={track} root={root} list={filenames} showPrivacy={showPrivacy} />
        </li>
      ))}
    </ul>
  );
}
