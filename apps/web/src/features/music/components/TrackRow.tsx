import { useRef } from 'react';
import { ActionIcon } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import type { MusicTrack } from '@muse/contracts';
import type { MusicRoot } from '../music-paths';
import { TrackCard, TrackCardSkeleton } from './TrackCard';
import classes from './Gallery.module.css';

/** A gallery as one row that scrolls sideways (by swipe, wheel, or the arrow buttons on wide screens). */
export function TrackRow({ tracks, root, label }: { tracks: MusicTrack[]; root: MusicRoot; label: string }) {
  const list = useRef<HTMLUListElement>(null);
  const filenames = tracks.map((t) => t.filename);
  const scroll = (direction: 1 | -1) => {
    const node = list.current;
    if (node) node.scrollBy({ left: direction * node.clientWidth * 0.9, behavior: 'smooth' });
  };
  return (
    <div className={classes.rowWrap}>
      <ul ref={list} className={classes.row} aria-label={label}>
        {tracks.map((track) => (
          <li key={track._id}>
            <TrackCard track={track} root={root} list={filenames} />
          </li>
        ))}
      </ul>
      {tracks.length > 4 && (
        <>
          <ActionIcon
            className={`${classes.scrollButton} ${classes.scrollPrev}`}
            variant="default"
            radius="xl"
            size="lg"
            aria-label={`Scroll ${label} back`}
            onClick={() => scroll(-1)}
          >
            <IconChevronLeft size={18} aria-hidden />
          </ActionIcon>
          <ActionIcon
            className={`${classes.scrollButton} ${classes.scrollNext}`}
            variant="default"
            radius="xl"
            size="lg"
            aria-label={`Scroll ${label} on`}
            onClick={() => scroll(1)}
          >
            <IconChevronRight size={18} aria-hidden />
          </ActionIcon>
        </>
      )}
    </div>
  );
}

export function TrackRowSkeleton({ count = 6 }: { count?: number }) {
  return (
    <div className={classes.row} aria-busy="true" aria-label="Loading tracks">
      {Array.from({ length: count }, (_, i) => (
        <TrackCardSkeleton key={i} />
      ))}
    </div>
  );
}

export function TrackGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <div className={classes.grid} aria-busy="true" aria-label="Loading tracks">
      {Array.from({ length: count }, (_, i) => (
        <TrackCardSkeleton key={i} />
      ))}
    </div>
  );
}
