import { Badge, Button, CloseButton, Group, Paper, SimpleGrid, Stack, Text, Transition } from '@mantine/core';
import type { Poll } from '@muse/contracts';
import { votesLabel } from '../poll-view';
import { PollResultsList } from './PollResultsList';
import classes from './PollPopup.module.css';

export interface PollPopupProps {
  poll: Poll | null;
  opened: boolean;
  /** a vote is being sent */
  busy?: boolean;
  error?: string | null;
  onVote(value: string): void;
  onClose(): void;
}

/**
 * The poll popup: hidden until a poll arrives; the question with a button per answer (Yes and No side by
 * side); after voting, the results (a quiz's right answer green, a wrong pick red; percent bars).
 */
export function PollPopup({ poll, opened, busy, error, onVote, onClose }: PollPopupProps) {
  if (!poll) return null;
  return (
    <Transition mounted={opened} transition="slide-up" duration={200}>
      {(style) => (
        <Paper
          shadow="lg"
          radius="lg"
          p="md"
          withBorder
          className={classes.popup}
          style={style}
          role="dialog"
          aria-labelledby="poll-question"
        >
          <Stack gap="sm">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Badge variant="light" color={poll.pollType === 'quiz' ? 'grape' : 'blue'}>
                {poll.pollType === 'quiz' ? 'Quiz' : 'Poll'}
              </Badge>
              <CloseButton aria-label="Close the poll" onClick={onClose} />
            </Group>
            <Text id="poll-question" fw={700} size="lg" lh={1.3}>
              {poll.question}
            </Text>
            {poll.myVote === null ? (
              poll.pollType === 'yesno' ? (
                <SimpleGrid cols={2} spacing="sm">
                  {poll.choices.map((c) => (
                    <Button key={c.value} size="md" disabled={busy} onClick={() => onVote(c.value)}>
                      {c.text}
                    </Button>
                  ))}
                </SimpleGrid>
              ) : (
                <Stack gap="xs">
                  {poll.choices.map((c) => (
                    <Button
                      key={c.value}
                      variant="light"
                      size="md"
                      fullWidth
                      justify="flex-start"
                      disabled={busy}
                      onClick={() => onVote(c.value)}
                      styles={{ label: { whiteSpace: 'normal', textAlign: 'left' } }}
                      h="auto"
                      py={10}
                    >
                      {c.text}
                    </Button>
                  ))}
                </Stack>
              )
            ) : (
              <>
                {poll.pollType === 'quiz' && poll.answer !== undefined && (
                  <Text fw={600} c={poll.myVote === poll.answer ? 'green.8' : 'red.8'}>
                    {poll.myVote === poll.answer ? 'Well done, correct!' : 'Incorrect'}
                  </Text>
                )}
                <PollResultsList poll={poll} />
                <Text size="xs" c="dimmed">
                  {votesLabel(poll.results.total)}
                </Text>
              </>
            )}
            {error && (
              <Text size="sm" c="red.7" role="alert">
                {error}
              </Text>
            )}
          </Stack>
        </Paper>
      )}
    </Transition>
  );
}
