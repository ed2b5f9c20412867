import { Button, Paper, RingProgress, Text } from '@mantine/core';
import { IconBook, IconPencil } from '@tabler/icons-react';
import type { MathTopic } from '@muse/contracts';
import { clampBestScore, formatDuration, ringColor, scorePercent } from '@muse/domain';
import classes from './SatMath.module.css';

/** One lesson: its progress ring (coloured by the best score), best time, Study and Practice. */
export function TopicRow({
  topic,
  onStudy,
  onPractice,
}: {
  topic: MathTopic;
  onStudy: () => void;
  onPractice: () => void;
}) {
  const practised = topic.bestScore !== null;
  const best = clampBestScore(topic.bestScore);
  const percent = scorePercent(Math.round(best * 1000), 1000);
  const titleId = `lesson-${topic._id}`;
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      className={classes.topicRow}
      component="li"
      aria-labelledby={titleId}
    >
      <RingProgress
        size={64}
        thickness={6}
        roundCaps
        sections={practised && best > 0 ? [{ value: best * 100, color: ringColor(best) }] : []}
        role="img"
        aria-label={practised ? `Best score ${percent}%` : 'Not practised yet'}
        label={
          <Text ta="center" size="xs" fw={700} aria-hidden>
            {practised ? `${percent}%` : '–'}
          </Text>
        }
      />
      <div className={classes.topicText}>
        <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
          Lesson {topic.lesson}
        </Text>
        <Text fw={700} id={titleId} className={classes.wrap}>
          {topic.topic}
        </Text>
        <Text size="sm" c="dimmed">
          {topic.bestTimeSpent !== null
            ? `Best time ${formatDuration(topic.bestTimeSpent)}`
            : 'Not practised yet'}
        </Text>
      </div>
      <div className={classes.topicActions}>
        <Button
          variant="default"
          leftSection={<IconBook size={16} aria-hidden />}
          onClick={onStudy}
          aria-describedby={titleId}
        >
          Study
        </Button>
        <Button
          leftSection={<IconPencil size={16} aria-hidden />}
          onClick={onPractice}
          disabled={topic.problemCount === 0}
          aria-describedby={titleId}
          title={topic.problemCount === 0 ? 'No questions in this lesson yet' : undefined}
        >
          Practice
        </Button>
      </div>
    </Paper>
  );
}
