import { Button, EmptyState, Group, Title } from '@mantine/core';
import { IconArrowLeft, IconBooks, IconMessageCircle } from '@tabler/icons-react';
import type { MathSection, MathTopic } from '@muse/contracts';
import { ErrorState } from '../../../shared/ErrorState';
import { LoadingState } from '../../../shared/LoadingState';
import { useSatTopics } from '../hooks/use-sat-math';
import { sectionTitle } from '../sections';
import { TopicRow } from './TopicRow';
import classes from './SatMath.module.css';

/** A section's lessons, one per row; Back to Sections and Chat above them. */
export function TopicList({
  officeId,
  section,
  onBack,
  onChat,
  onStudy,
  onPractice,
}: {
  officeId: string;
  section: MathSection;
  onBack: () => void;
  onChat: () => void;
  onStudy: (topic: MathTopic) => void;
  onPractice: (topic: MathTopic) => void;
}) {
  const topics = useSatTopics(officeId, section);
  return (
    <div className={classes.stack}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Button
          variant="subtle"
          leftSection={<IconArrowLeft size={18} aria-hidden />}
          onClick={onBack}
          px="xs"
        >
          Back to Sections
        </Button>
        <Button variant="default" leftSection={<IconMessageCircle size={18} aria-hidden />} onClick={onChat}>
          Chat
        </Button>
      </Group>
      <Title order={2} fz="h3">
        {sectionTitle(section)}
      </Title>
      {topics.isPending ? (
        <LoadingState label="Loading the lessons…" />
      ) : topics.isError ? (
        <ErrorState
          title="Couldn't load the lessons"
          error={topics.error}
          onRetry={() => void topics.refetch()}
          retrying={topics.isFetching}
        />
      ) : topics.data.length === 0 ? (
        <EmptyState
          icon={<IconBooks size={26} aria-hidden />}
          title="No lessons yet in this section."
          py="xl"
        />
      ) : (
        <ul className={classes.topicList} aria-label="Lessons">
          {topics.data.map((topic) => (
            <TopicRow
              key={topic._id}
              topic={topic}
              onStudy={() => onStudy(topic)}
              onPractice={() => onPractice(topic)}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
