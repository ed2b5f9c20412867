import { useState } from 'react';
import { Divider, Stack } from '@mantine/core';
import type { MathSection } from '@muse/contracts';
import { ErrorState } from '../../../../shared/ErrorState';
import { useMathProblems } from '../../hooks/use-math-problems';
import { useMathTopics } from '../../hooks/use-math-topics';
import { GenerateProblems } from './GenerateProblems';
import { LessonPicker } from './LessonPicker';
import { LessonTopicForm } from './LessonTopicForm';
import { ProblemList } from './ProblemList';

/**
 * The Math tab of a math office's setup (spec: Math tab): pick a section and lesson, name its topic and video,
 * generate problems (like the lesson's or similar to one typed or read from a picture), and view, edit, graph
 * or delete each problem.
 */
export function MathTab({ officeId }: { officeId: string }) {
  const [section, setSection] = useState<MathSection>('algebra');
  const [lesson, setLesson] = useState(1);
  const topics = useMathTopics(officeId, section);
  const problems = useMathProblems({ officeId, section, lesson });
  const topic = topics.list.data?.find((t) => t.lesson === lesson) ?? null;

  return (
    <Stack gap="md">
      <LessonPicker
        section={section}
        lesson={lesson}
        topics={topics.list.data}
        onSection={(s) => {
          setSection(s);
          setLesson(1);
        }}
        onLesson={setLesson}
      />
      {topics.list.isError ? (
        <ErrorState
          title="Couldn't load the lessons"
          error={topics.list.error}
          onRetry={() => void topics.list.refetch()}
          retrying={topics.list.isFetching}
        />
      ) : (
        !topics.list.isPending && (
          // A new key per lesson: the form starts from that lesson's saved values.
          <LessonTopicForm
            key={`topic:${section}:${lesson}`}
            officeId={officeId}
            section={section}
            lesson={lesson}
            topic={topic}
            save={topics.save}
          />
        )
      )}
      <Divider />
      <GenerateProblems
        key={`generate:${section}:${lesson}`}
        topic={topic?.topic ?? null}
        lesson={lesson}
        generate={problems.generate}
      />
      <ProblemList
        key={`list:${section}:${lesson}`}
        officeId={officeId}
        lesson={lesson}
        problems={problems}
      />
    </Stack>
  );
}
