import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconConfetti } from '@tabler/icons-react';
import { GAME_TEXTS as T, earnedLine } from '../games-texts';

interface WrapUpProps {
  /** what happened, under the title (the right answer, why the game ended) */
  detail?: string | null;
  /** credits won in this game */
  earned: number;
  onClose: () => void;
}

/** "That's a wrap for today!": the end of a game for the day. */
export function WrapUp({ detail, earned, onClose }: WrapUpProps) {
  return (
    <Stack align="center" ta="center" gap="sm" py="md">
      <ThemeIcon size={64} radius="xl" variant="light" color="yellow" aria-hidden>
        <IconConfetti size={36} stroke={1.6} />
      </ThemeIcon>
      <Title order={3} id="game-wrap-up">
        {T.wrapUp}
      </Title>
      {detail && <Text>{detail}</Text>}
      {earned > 0 && <Text fw={600}>{earnedLine(earned)}</Text>}
      <Text c="dimmed" size="sm">
        {T.comeBack}
      </Text>
      <Button
        variant="default"
        onClick={onClose}
        mt="xs"
        aria-describedby="game-wrap-up"
        // The game ended while the focus was on one of its controls, which are gone now.
        autoFocus
        data-autofocus
      >
        {T.close}
      </Button>
    </Stack>
  );
}
