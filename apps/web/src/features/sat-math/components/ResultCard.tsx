import { useEffect, useRef } from 'react';
import { Alert, Button, Group, Paper, RingProgress, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconLogin, IconRefresh } from '@tabler/icons-react';
import type { MathTopic } from '@muse/contracts';
import {
  averageSeconds,
  formatDuration,
  ratingLabel,
  ringColor,
  scorePercent,
  speedLabel,
  type PracticeResult,
} from '@muse/domain';
import { errorMessage } from '../../../app/api-error';
import { openLoginDialog, useSession } from '../../auth';
import { useSubmitResult } from '../hooks/use-sat-math';
import classes from './SatMath.module.css';

/**
 * The finished quiz: score, rating and speed, time. The result is saved for signed-in learners (guests
 * included); a signed-out learner sees it too, with a prompt to sign in, and it is saved once they do.
 */
export function ResultCard({
  topic,
  result,
  onBack,
  onAgain,
}: {
  topic: MathTopic;
  result: PracticeResult;
  onBack: () => void;
  onAgain: () => void;
}) {
  const { session, isLoading } = useSession();
  const submit = useSubmitResult();
  const { mutate } = submit;
  const sent = useRef(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const total = result.questions.length;
  const percent = scorePercent(result.correctAnswers.length, total);
  const rating = ratingLabel(percent);
  const average = averageSeconds(result.timeSpent, total);

  useEffect(() => headingRef.current?.focus(), []);
  useEffect(() => {
    if (sent.current || isLoading || !session) return;
    sent.current = true;
    mutate({
      officeId: topic.officeId,
      topic: topic.topic,
      section: topic.section,
      lesson: topic.lesson,
      ...result,
    });
  }, [isLoading, session, mutate, topic, result]);

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
      <Stack align="center" gap="md">
        <Title order={3} ref={headingRef} tabIndex={-1} ta="center" className={classes.resultHeading}>
          {rating}
        </Title>
        <RingProgress
          size={140}
          thickness={12}
          roundCaps
          sections={percent > 0 ? [{ value: percent, color: ringColor(percent / 100) }] : []}
          role="img"
          aria-label={`Score ${percent}%`}
          label={
            <Text ta="center" fw={800} fz={28} aria-hidden>
              {percent}%
            </Text>
          }
        />
        <Text ta="center">
          {result.correctAnswers.length} of {total} right the first time
        </Text>
        <Group gap="xl" justify="center">
          <Stack gap={0} align="center">
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              Time
            </Text>
            <Text fw={700}>{formatDuration(result.timeSpent)}</Text>
          </Stack>
          <Stack gap={0} align="center">
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              Speed
            </Text>
            <Text fw={700}>{speedLabel(average)}</Text>
            <Text size="xs" c="dimmed">
              {formatDuration(average)} a question
            </Text>
          </Stack>
        </Group>

        {!isLoading && !session && (
          <Alert color="blue" variant="light" icon={<IconLogin size={18} aria-hidden />} w="100%">
            <Group justify="space-between" gap="xs">
              <Text size="sm">Sign in to keep your progress and see your best score next time.</Text>
              <Button size="xs" onClick={openLoginDialog}>
                Sign in
              </Button>
            </Group>
          </Alert>
        )}
        {submit.isPending && (
          <Text size="sm" c="dimmed" role="status">
            Saving your result…
          </Text>
        )}
        {submit.isSuccess && (
          <Text size="sm" c="dimmed" role="status">
            {submit.data.bestScore <= submit.data.score && submit.data.score > 0
              ? 'Saved. This is your best score so far.'
              : `Saved. Your best score is ${scorePercent(Math.round(submit.data.bestScore * 1000), 1000)}%.`}
          </Text>
        )}
        {submit.isError && (
          <Alert color="red" variant="light" role="alert" w="100%">
            <Group justify="space-between" gap="xs">
              <Text size="sm">Your result couldn't be saved. {errorMessage(submit.error)}</Text>
              <Button
                size="xs"
                variant="default"
                onClick={() => submit.variables && submit.mutate(submit.variables)}
              >
                Try again
              </Button>
            </Group>
          </Alert>
        )}

        <Group justify="center" gap="sm">
          <Button variant="default" leftSection={<IconArrowLeft size={18} aria-hidden />} onClick={onBack}>
            Back to Lessons
          </Button>
          <Button leftSection={<IconRefresh size={18} aria-hidden />} onClick={onAgain}>
            Practice again
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
