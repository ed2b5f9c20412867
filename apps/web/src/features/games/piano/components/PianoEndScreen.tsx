import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { accuracy, type PianoGame } from '../piano-rules';
import { percent } from '../piano-texts';
import classes from './Piano.module.css';

export interface RoundResult {
  game: PianoGame;
  /** today's best in this browser, this round counted */
  best: number;
  isNewBest: boolean;
}

/** After a round: how it went, today's best, and what next. */
export function PianoEndScreen({
  result,
  name,
  onAgain,
  onChoose,
}: {
  result: RoundResult;
  name: string;
  onAgain: () => void;
  onChoose: () => void;
}) {
  const { game } = result;
  const over = game.status === 'over';
  return (
    <Paper withBorder p="lg" radius="md" className={classes.end} role="region" aria-label="Round over">
      <Stack gap="md">
        <div>
          <Title order={2}>{over ? 'Game over' : 'Song complete!'}</Title>
          <Text c="dimmed" size="sm">
            {over ? `You ran out of lives in “${name}”.` : `You played “${name}” to the end.`}
          </Text>
        </div>
        <dl className={classes.stats} aria-label="Your result">
          <div className={classes.stat}>
            <dt>Score</dt>
            <dd>{game.score}</dd>
          </div>
          <div className={classes.stat}>
            <dt>Accuracy</dt>
            <dd>{percent(accuracy(game))}</dd>
          </div>
          <div className={classes.stat}>
            <dt>Best combo</dt>
            <dd>{game.bestCombo}</dd>
          </div>
        </dl>
        <Text size="sm">
          Perfect {game.perfect} · Good {game.good} · Missed {game.missed}
          {game.wrongKeys > 0 ? ` · Wrong keys ${game.wrongKeys}` : ''}
        </Text>
        <Group gap="xs">
          <Text fw={600}>Today&apos;s best: {result.best}</Text>
          {result.isNewBest && <Badge color="teal">New best today!</Badge>}
        </Group>
        <Text size="xs" c="dimmed">
          Your best score of the day is kept in this browser.
        </Text>
        <Group>
          <Button onClick={onAgain} data-autofocus>
            Play again
          </Button>
          <Button variant="default" onClick={onChoose}>
            Choose another song
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
