import { useState } from 'react';
import { ActionIcon, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconInfoCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { MusicTrack } from '@muse/contracts';
import { ErrorState } from '../../../../shared/ErrorState';
import { LoadingState } from '../../../../shared/LoadingState';
import { reportRoundScore } from '../../game-dialog-store';
import { recordDailyBest, readDailyBest } from '../daily-best';
import { markHowToPlaySeen, seenHowToPlay } from '../how-to-play-seen';
import { pianoApi, pianoKeys } from '../piano.api';
import type { PianoGame } from '../piano-rules';
import { PIANO_TEXTS as T } from '../piano-texts';
import { PianoEndScreen, type RoundResult } from './PianoEndScreen';
import { PianoInfoModal } from './PianoInfoModal';
import { PianoRoundView } from './PianoRoundView';
import { PianoTrackPicker } from './PianoTrackPicker';
import classes from './Piano.module.css';

type Phase =
  | { step: 'pick' }
  | { step: 'ready'; track: MusicTrack }
  | { step: 'playing'; track: MusicTrack; round: number }
  | { step: 'ended'; track: MusicTrack; round: number; result: RoundResult };

const storage = (): Storage | null => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};

/**
 * The Piano Challenge: choose a song, then play its melody as tiles fall (see piano-rules.ts), then the
 * result with today's best. Each round's score goes to the game dialog store, so a dialog waiting on the
 * game (WaitForGameEnd) can read it. Used by the /piano-challenge page and the game dialog.
 */
export function PianoChallenge() {
  const [phase, setPhase] = useState<Phase>({ step: 'pick' });
  const [info, setInfo] = useState(() => !seenHowToPlay());
  const narrow = useMediaQuery('(max-width: 499px)');
  const track = phase.step === 'pick' ? null : phase.track;
  const notes = useQuery({
    queryKey: pianoKeys.notes(track?.filename ?? ''),
    queryFn: ({ signal }) => pianoApi.notes(track!.filename, signal),
    enabled: !!track,
    staleTime: Infinity,
    meta: { shownInPlace: () => true },
  });

  const closeInfo = () => {
    markHowToPlaySeen();
    setInfo(false);
  };
  const ended = (game: PianoGame) => {
    if (phase.step !== 'playing') return;
    reportRoundScore('pianoChallenge', game.score);
    const { best, isNew } = recordDailyBest(storage(), game.score);
    setPhase({ ...phase, step: 'ended', result: { game, best, isNewBest: isNew } });
  };
  const start = (t: MusicTrack, round: number) => setPhase({ step: 'playing', track: t, round });

  return (
    <div className={classes.root}>
      {phase.step !== 'playing' && (
        <div className={classes.toolbar}>
          <Text size="sm" c="dimmed">
            Today&apos;s best: {readDailyBest(storage())}
          </Text>
          <ActionIcon variant="default" size="lg" aria-label="How to play" onClick={() => setInfo(true)}>
            <IconInfoCircle size={20} aria-hidden />
          </ActionIcon>
        </div>
      )}

      {phase.step === 'pick' && (
        <div className={classes.panel}>
          <PianoTrackPicker onPick={(t) => setPhase({ step: 'ready', track: t })} />
        </div>
      )}

      {phase.step === 'ready' && (
        <div className={classes.panel}>
          {notes.isPending ? (
            <LoadingState label="Getting the notes ready…" />
          ) : notes.isError ? (
            <Stack>
              <ErrorState
                title="This song can't be played"
                error={notes.error}
                onRetry={() => void notes.refetch()}
                retrying={notes.isFetching}
              />
              <Button variant="default" onClick={() => setPhase({ step: 'pick' })}>
                Choose another song
              </Button>
            </Stack>
          ) : (
            <Stack align="center" gap="md" py="lg" ta="center">
              <Title order={2}>{phase.track.name}</Title>
              <Text c="dimmed">
                {notes.data.notes.length} notes.{' '}
                {narrow
                  ? 'Tap the lanes as the tiles touch the line.'
                  : `Press ${T.keys.join(' ')} (or click the lanes) as the tiles touch the line.`}
              </Text>
              <Group>
                <Button size="md" onClick={() => start(phase.track, 1)} data-autofocus>
                  Start
                </Button>
                <Button size="md" variant="default" onClick={() => setPhase({ step: 'pick' })}>
                  Choose another song
                </Button>
              </Group>
            </Stack>
          )}
        </div>
      )}

      {phase.step === 'playing' && notes.data && (
        <PianoRoundView key={phase.round} notes={notes.data.notes} name={phase.track.name} onEnd={ended} />
      )}

      {phase.step === 'ended' && (
        <div className={classes.panel}>
          <PianoEndScreen
            result={phase.result}
            name={phase.track.name}
            onAgain={() => start(phase.track, phase.round + 1)}
            onChoose={() => setPhase({ step: 'pick' })}
          />
        </div>
      )}

      <PianoInfoModal opened={info && phase.step !== 'playing'} onClose={closeInfo} />
    </div>
  );
}
