import { Badge, Loader, RingProgress, Skeleton, Text } from '@mantine/core';
import {
  IconAlertTriangle,
  IconClock,
  IconHeart,
  IconLock,
  IconMusic,
  IconPlayerPlayFilled,
} from '@tabler/icons-react';
import { Link } from '../../../shared/routing';
import type { MusicTrack } from '@muse/contracts';
import type { MusicRoot, PlayerState } from '../music-paths';
import { playerPath } from '../music-paths';
import { MUSIC_TYPE_LABELS, coverOf, formatLength, likesText, trackStatus } from '../track-view';
import classes from './TrackCard.module.css';

interface TrackCardProps {
  track: MusicTrack;
  root: MusicRoot;
  /** the filenames of the gallery the card is in: the player's "next track" follows it */
  list: string[];
  /** show a lock on private tracks (in the owner's own list) */
  showPrivacy?: boolean;
}

/** One track of a gallery: cover, name, type, length and likes; opens the player. */
export function TrackCard({ track, root, list, showPrivacy = false }: TrackCardProps) {
  const cover = coverOf(track);
  const status = trackStatus(track);
  const type = MUSIC_TYPE_LABELS[track.musicType];
  const name = track.name || 'Untitled';
  const state: PlayerState = { list };
  const stateLabel = status.kind === 'ready' ? formatLength(track.length) : status.text;
  return (
    <Link
      to={playerPath(root, track.filename)}
      state={state}
      className={classes.card}
      aria-label={`${name}: ${type}, ${stateLabel}, ${likesText(track.likes)}`}
    >
      <div className={classes.cover}>
        {cover ? (
          <img src={cover} alt="" loading="lazy" className={classes.img} />
        ) : (
          <div className={classes.placeholder}>
            <IconMusic size={40} stroke={1.4} aria-hidden />
          </div>
        )}
        {showPrivacy && !track.public && (
          <Badge
            className={classes.private}
            size="sm"
            color="dark"
            variant="filled"
            leftSection={<IconLock size={10} aria-hidden />}
          >
            Private
          </Badge>
        )}
        {status.kind === 'pending' && (
          <div className={classes.state} aria-hidden>
            {status.progress === null ? (
              <IconClock size={26} aria-hidden />
            ) : (
              <RingProgress
                size={56}
                thickness={5}
                roundCaps
                sections={[{ value: status.progress, color: 'violet.3' }]}
                label={
                  <Text size="xs" ta="center" c="white">
                    {status.progress}%
                  </Text>
                }
              />
            )}
            <span>{status.text}</span>
            {status.progress === null && <Loader size="xs" type="dots" color="white" />}
          </div>
        )}
        {status.kind === 'failed' && (
          <div className={classes.state} aria-hidden>
            <IconAlertTriangle size={24} aria-hidden />
            <Text size="xs" lineClamp={3} c="white">
              {status.text}
            </Text>
          </div>
        )}
        {status.kind === 'ready' && (
          <span className={classes.play} aria-hidden>
            <IconPlayerPlayFilled size={18} />
          </span>
        )}
      </div>
      <Text fw={600} size="sm" lineClamp={1} title={name}>
        {name}
      </Text>
      <div className={classes.meta} aria-hidden>
        <span>{type}</span>
        <span>·</span>
        <span>
          {status.kind === 'ready'
            ? formatLength(track.length)
            : status.kind === 'pending'
              ? status.text
              : 'Failed'}
        </span>
        <span className={classes.likes}>
          <IconHeart size={12} /> {track.likes}
        </span>
      </div>
    </Link>
  );
}

export function TrackCardSkeleton() {
  return (
    <div className={classes.card} aria-hidden>
      <Skeleton className={classes.cover} radius="md" />
      <Skeleton height={12} width="80%" radius="sm" />
      <Skeleton height={10} width="50%" radius="sm" />
    </div>
  );
}
