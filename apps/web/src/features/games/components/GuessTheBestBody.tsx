import { useEffect, useRef } from 'react';
import { Alert, Button, Group, Progress, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowRight, IconPhotoOff, IconTrophy } from '@tabler/icons-react';
import { ErrorState } from '../../../shared/ErrorState';
import { LoadingState } from '../../../shared/LoadingState';
import { GAME_TEXTS as T, claimLabel, imageName, pickAnnouncement } from '../games-texts';
import {
  bestIndex,
  canContinue,
  canPick,
  currentLevel,
  isRightPick,
  levelReward,
  pickResult,
  roundShown,
  tiedForBest,
  type GuessState,
} from '../guess-the-best';
import type { GuessTheBestGame } from '../hooks/use-guess-the-best';
import { GameTile, type TileResult } from './GameTile';
import { WrapUp } from './WrapUp';
import classes from './Games.module.css';

interface GuessTheBestBodyProps {
  game: GuessTheBestGame;
  onClose: () => void;
}

/** What the dialog shows in each phase of the game. */
export function GuessTheBestBody({ game, onClose }: GuessTheBestBodyProps) {
  const { state, retry } = game;
  switch (state.phase) {
    case 'loading':
      return <LoadingState label="Getting the game ready…" minHeight={240} />;
    case 'failed':
      return <ErrorState title={T.loadFailed} message={state.error ?? undefined} onRetry={retry} />;
    case 'notEnough':
      return <NotEnoughImages onRetry={retry} onClose={onClose} />;
    case 'wrapUp':
      return <WrapUp earned={state.earned} onClose={onClose} />;
    case 'levelWon':
    case 'claiming':
      return <LevelWon game={game} />;
    case 'playing':
      return <Board game={game} />;
  }
}

function LevelHeader({ state }: { state: GuessState }) {
  const level = currentLevel(state);
  const best = Math.max(state.status[state.level]?.highscore ?? 0, state.score);
  return (
    <Stack gap={6}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text fw={600} size="sm">
          Level {state.level + 1} of {state.levels.length}
        </Text>
        <Text size="sm" c="dimmed">
          Round {roundShown(state)} of {level.rounds}
        </Text>
        <Text size="sm" fw={600} style={{ fontVariantNumeric: 'tabular-nums' }}>
          Score {state.score}
          {best > 0 && (
            <Text span c="dimmed" fw={400} size="sm">
              {' '}
              · Best {best}
            </Text>
          )}
        </Text>
      </Group>
      <Progress
        value={(state.round / level.rounds) * 100}
        size="sm"
        aria-label={`Rounds won: ${state.round} of ${level.rounds}`}
      />
    </Stack>
  );
}

function tileResult(state: GuessState, index: number): TileResult | null {
  if (state.picked === null || !state.images) return null;
  const best = isRightPick(state.images, index);
  if (index === state.picked) return best ? 'right' : 'wrong';
  return best ? 'best' : 'other';
}

function Board({ game }: { game: GuessTheBestGame }) {
  const { state, pick, next } = game;
  const continueRef = useRef<HTMLButtonElement>(null);
  const firstTileRef = useRef<HTMLButtonElement>(null);
  /** Continue was pressed: the first tile of the next set takes the focus when it comes. */
  const focusNextSet = useRef(false);

  // After a pick the focus moves to Continue; a new set moves it back to the first tile.
  const picked = state.picked;
  const images = state.images;
  useEffect(() => {
    if (picked !== null) continueRef.current?.focus();
  }, [picked]);
  useEffect(() => {
    if (!images || !focusNextSet.current) return;
    focusNextSet.current = false;
    firstTileRef.current?.focus();
  }, [images]);

  if (!images) return <LoadingState label="Loading images…" minHeight={240} />;

  const result = pickResult(state);
  const answer = bestIndex(images);
  const announcement =
    result && picked !== null
      ? pickAnnouncement(
          result === 'right',
          { name: imageName(images[picked]!.name, picked), likes: images[picked]!.likes },
          { name: imageName(images[answer]!.name, answer), likes: images[answer]!.likes },
          tiedForBest(images),
        )
      : '';
  const locked = !canPick(state);

  return (
    <Stack gap="md">
      <LevelHeader state={state} />
      <Text size="sm" c="dimmed" id="guess-intro">
        {T.guessIntro}
      </Text>
      <div
        className={classes.tiles}
        data-narrow={state.narrow || undefined}
        role="group"
        aria-describedby="guess-intro"
        aria-label="Images"
      >
        {images.map((image, i) => (
          <GameTile
            key={image._id}
            ref={i === 0 ? firstTileRef : undefined}
            image={image}
            index={i}
            result={tileResult(state, i)}
            locked={locked}
            onPick={pick}
          />
        ))}
      </div>
      <Group justify="space-between" wrap="nowrap" gap="sm" align="center">
        <Text
          role="status"
          size="sm"
          fw={500}
          c={result === 'right' ? 'teal' : result === 'wrong' ? 'red' : undefined}
          className={classes.outcome}
        >
          {announcement}
        </Text>
        <Button
          ref={continueRef}
          rightSection={<IconArrowRight size={16} aria-hidden />}
          disabled={!canContinue(state) && !state.fetching}
          loading={state.fetching}
          onClick={() => {
            focusNextSet.current = true;
            next();
          }}
          style={{ flexShrink: 0 }}
        >
          {T.continue}
        </Button>
      </Group>
    </Stack>
  );
}

function LevelWon({ game }: { game: GuessTheBestGame }) {
  const { state, claim } = game;
  const best = Math.max(state.status[state.level]?.highscore ?? 0, state.score);
  const last = state.level === state.levels.length - 1;
  return (
    <Stack align="center" ta="center" gap="sm" py="md">
      <ThemeIcon size={64} radius="xl" variant="light" color="yellow" aria-hidden>
        <IconTrophy size={36} stroke={1.6} />
      </ThemeIcon>
      <Title order={3} id="guess-level-won">
        Level {state.level + 1} complete!
      </Title>
      <Text>
        Score {state.score} · Best {best}
      </Text>
      <Text size="sm" c="dimmed">
        {last ? 'Claim your reward for today.' : `Claim your reward, then on to level ${state.level + 2}.`}
      </Text>
      {state.error && (
        <Alert color="red" title={T.claimFailed} w="100%" ta="left">
          {state.error}
        </Alert>
      )}
      <Button
        size="md"
        loading={state.phase === 'claiming'}
        onClick={claim}
        aria-describedby="guess-level-won"
        autoFocus
        data-autofocus
      >
        {claimLabel(levelReward(state))}
      </Button>
    </Stack>
  );
}

function NotEnoughImages({ onRetry, onClose }: { onRetry: () => void; onClose: () => void }) {
  return (
    <Stack align="center" ta="center" gap="sm" py="md">
      <ThemeIcon size={56} radius="xl" variant="light" color="gray" aria-hidden>
        <IconPhotoOff size={30} stroke={1.6} />
      </ThemeIcon>
      <Title order={3} id="guess-not-enough">
        {T.notEnough}
      </Title>
      <Text c="dimmed" maw={420}>
        {T.notEnoughDetail}
      </Text>
      <Group gap="sm" mt="xs">
        <Button variant="default" onClick={onClose} aria-describedby="guess-not-enough" autoFocus>
          {T.close}
        </Button>
        <Button variant="light" onClick={onRetry}>
          Try again
        </Button>
      </Group>
    </Stack>
  );
}
