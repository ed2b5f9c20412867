import { Button, EmptyState, Text } from '@mantine/core';
import { IconMusic, IconPlayerPlay } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { MusicTrack } from '@muse/contracts';
import { ErrorState } from '../../../../shared/ErrorState';
import { LoadingState } from '../../../../shared/LoadingState';
import { Link } from '../../../../shared/routing';
import { closeGame } from '../../game-dialog-store';
import { pianoApi, pianoKeys } from '../piano.api';
import classes from './Piano.module.css';

/** The songs to play: shared tracks of the music library, at random (GET /music/game/all). */
export function PianoTrackPicker({ onPick }: { onPick: (track: MusicTrack) => void }) {
  const tracks = useQuery({
    queryKey: pianoKeys.tracks,
    queryFn: ({ signal }) => pianoApi.tracks(signal),
    meta: { shownInPlace: () => true },
  });

  if (tracks.isPending) return <LoadingState label="Finding songs…" />;
  if (tracks.isError)
    return (
      <ErrorState
        title="We couldn't load the songs"
        error={tracks.error}
        onRetry={() => void tracks.refetch()}
        retrying={tracks.isFetching}
      />
    );
  if (tracks.data.length === 0)
    return (
      <EmptyState
        icon={<IconMusic size={26} aria-hidden />}
        title="No songs to play yet"
        description="Songs shared in the music library appear here. Make one and share it, then come back."
        py="xl"
      >
        <EmptyState.Actions>
          {/* From the game dialog, going to the music page closes the game. */}
          <Button component={Link} to="/music" variant="default" onClick={closeGame}>
            Go to music
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    );
  return (
    <section aria-label="Choose a song">
      <Text fw={600} mb="xs">
        Choose a song
      </Text>
      <ul className={classes.tracks} aria-label="Songs to play">
        {tracks.data.map((track) => (
          <li key={track._id} className={classes.track}>
            {track.imageThumbUrl ? (
              <img className={classes.cover} src={track.imageThumbUrl} alt="" loading="lazy" />
            ) : (
              <span className={classes.cover} aria-hidden />
            )}
            <Text className={classes.trackName} truncate>
              {track.name}
            </Text>
            <Button
              size="compact-md"
              leftSection={<IconPlayerPlay size={16} aria-hidden />}
              aria-label={`Play ${track.name}`}
              onClick={() => onPick(track)}
            >
              Play
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
