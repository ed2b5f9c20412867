import { useState } from 'react';
import { Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconBulb, IconPencil } from '@tabler/icons-react';
import type { MathConcept, MathTopic } from '@muse/contracts';
import { ErrorState } from '../../../shared/ErrorState';
import { MathText } from '../../../shared/math-text';
import { useSatConcepts } from '../hooks/use-sat-math';
import { LessonVideo } from './LessonVideo';
import { OfficeChatModal } from './OfficeChatModal';
import classes from './SatMath.module.css';

/** A lesson to read and watch, with a button per concept that opens the concept chat. */
export function StudyView({
  topic,
  onBack,
  onPractice,
}: {
  topic: MathTopic;
  onBack: () => void;
  onPractice: () => void;
}) {
  const concepts = useSatConcepts(topic);
  const [concept, setConcept] = useState<MathConcept | null>(null);
  const paragraphs = topic.lessonText
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);

  return (
    <div className={classes.stack}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Button
          variant="subtle"
          leftSection={<IconArrowLeft size={18} aria-hidden />}
          onClick={onBack}
          px="xs"
        >
          Back to Lessons
        </Button>
        <Button
          leftSection={<IconPencil size={16} aria-hidden />}
          onClick={onPractice}
          disabled={topic.problemCount === 0}
        >
          Practice
        </Button>
      </Group>
      <div>
        <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
          Lesson {topic.lesson}
        </Text>
        <Title order={2} fz="h3" className={classes.wrap}>
          {topic.topic}
        </Title>
      </div>
      <LessonVideo videoId={topic.videoId} title={topic.topic} />
      {paragraphs.length > 0 && (
        <Paper withBorder radius="md" p="md">
          <Stack gap="sm" className={classes.lessonText}>
            {paragraphs.map((p, i) => (
              <Text key={i} component="div">
                <MathText text={p} />
              </Text>
            ))}
          </Stack>
        </Paper>
      )}
      <section aria-labelledby="concepts-heading">
        <Title order={3} fz="h4" mb="xs" id="concepts-heading">
          Concepts
        </Title>
        {concepts.isPending ? (
          <Group gap="xs" role="status">
            <Loader size="xs" type="dots" />
            <Text size="sm" c="dimmed">
              Loading the concepts…
            </Text>
          </Group>
        ) : concepts.isError ? (
          <ErrorState
            title="Couldn't load the concepts"
            error={concepts.error}
            onRetry={() => void concepts.refetch()}
            retrying={concepts.isFetching}
          />
        ) : concepts.data.length === 0 ? (
          <Text size="sm" c="dimmed">
            No concepts for this lesson yet.
          </Text>
        ) : (
          <Group gap="xs">
            {concepts.data.map((c) => (
              <Button
                key={c.concept}
                variant="light"
                leftSection={<IconBulb size={16} aria-hidden />}
                onClick={() => setConcept(c)}
                className={classes.conceptButton}
              >
                Learn more about {c.concept}
              </Button>
            ))}
          </Group>
        )}
      </section>
      <OfficeChatModal
        officeId={topic.officeId}
        opened={concept !== null}
        onClose={() => setConcept(null)}
        title={concept?.concept}
        intro={concept ? conceptIntro(concept) : undefined}
      />
    </div>
  );
}

function conceptIntro(concept: MathConcept): string {
  return concept.text.trim() || `Ask me anything about ${concept.concept}.`;
}
