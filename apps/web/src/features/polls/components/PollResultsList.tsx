import { Group, Progress, Stack, Text } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import type { Poll } from '@muse/contracts';
import { choiceTone } from '../poll-view';
import classes from './PollPopup.module.css';

const TONE_COLOR = { correct: 'green', wrong: 'red', plain: 'blue' } as const;

/**
 * A poll's results: each choice with its percent bar. In a quiz whose answer is known, the right answer is
 * green and the person's wrong pick red.
 */
export function PollResultsList({ poll }: { poll: Poll }) {
  return (
    <Stack gap="xs">
      {poll.choices.map((choice) => {
        const tone = poll.answer !== undefined ? choiceTone(poll, choice.value) : 'plain';
        const mine = poll.myVote === choice.value;
        return (
          <div
            key={choice.value}
            className={`${classes.choice} ${tone === 'correct' ? classes.correct : ''} ${tone === 'wrong' ? classes.wrong : ''}`}
          >
            <Group justify="space-between" gap="xs" wrap="nowrap" mb={4}>
              <Group gap={6} wrap="nowrap" miw={0}>
                {tone === 'correct' && (
                  <IconCheck size={16} color="var(--mantine-color-green-7)" aria-label="Right answer" />
                )}
                {tone === 'wrong' && (
                  <IconX size={16} color="var(--mantine-color-red-7)" aria-label="Wrong answer" />
                )}
                <Text size="sm" fw={mine ? 700 : 500} truncate>
                  {choice.text}
                  {mine && (
                    <Text span size="xs" c="dimmed" fw={400}>
                      {' '}
                      · your answer
                    </Text>
                  )}
                </Text>
              </Group>
              <Text size="sm" fw={600} style={{ fontVariantNumeric: 'tabular-nums' }}>
                {choice.percent}%
              </Text>
            </Group>
            <Progress
              value={choice.percent}
              color={TONE_COLOR[tone]}
              size="sm"
              aria-label={`${choice.text}: ${choice.percent}%`}
            />
          </div>
        );
      })}
    </Stack>
  );
}
