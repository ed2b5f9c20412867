import { useEffect, useState } from 'react';
import { Button, EmptyState, Group, Progress, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconBooks } from '@tabler/icons-react';
import type { MathProblem, MathTopic } from '@muse/contracts';
import { checkAnswer, currentQuestion, nextQuestion, practiceProgress, startPractice } from '@muse/domain';
import { ErrorState } from '../../../shared/ErrorState';
import { LoadingState } from '../../../shared/LoadingState';
import { useSatQuestions } from '../hooks/use-sat-math';
import { QuestionCard } from './QuestionCard';
import { ResultCard } from './ResultCard';
import classes from './SatMath.module.css';

/** A lesson's practice quiz: its problems one by one, then the result card. */
export function PracticeQuiz({ topic, onBack }: { topic: MathTopic; onBack: () => void }) {
  const questions = useSatQuestions(topic);
  const [run, setRun] = useState(0);
  // The result card has its own Back to Lessons.
  const [finished, setFinished] = useState(false);
  return (
    <div className={classes.stack}>
      {!finished && (
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Button
            variant="subtle"
            leftSection={<IconArrowLeft size={18} aria-hidden />}
            onClick={onBack}
            px="xs"
          >
            Back to Lessons
          </Button>
        </Group>
      )}
      <Title order={2} fz="h3" className={classes.wrap}>
        {topic.topic}
      </Title>
      {questions.isPending ? (
        <LoadingState label="Loading the questions…" />
      ) : questions.isError ? (
        <ErrorState
          title="Couldn't load the questions"
          error={questions.error}
          onRetry={() => void questions.refetch()}
          retrying={questions.isFetching}
        />
      ) : questions.data.length === 0 ? (
        <EmptyState
          icon={<IconBooks size={26} aria-hidden />}
          title="No questions in this lesson yet."
          py="xl"
        />
      ) : (
        <QuizRun
          key={run}
          topic={topic}
          problems={questions.data}
          onBack={onBack}
          onAgain={() => setRun((n) => n + 1)}
          onFinished={setFinished}
        />
      )}
    </div>
  );
}

function QuizRun({
  topic,
  problems,
  onBack,
  onAgain,
  onFinished,
}: {
  topic: MathTopic;
  problems: MathProblem[];
  onBack: () => void;
  onAgain: () => void;
  onFinished: (finished: boolean) => void;
}) {
  const [quiz, setQuiz] = useState(() => startPractice(problems, Date.now()));
  const finished = quiz.result !== null;
  useEffect(() => onFinished(finished), [finished, onFinished]);
  const turn = currentQuestion(quiz);
  const progress = practiceProgress(quiz);

  if (quiz.result) return <ResultCard topic={topic} result={quiz.result} onBack={onBack} onAgain={onAgain} />;
  if (!turn) return null;
  return (
    <>
      <div>
        <Group justify="space-between" mb={4}>
          <Text size="sm" c="dimmed" aria-live="polite">
            Question {Math.min(quiz.index + 1, progress.total)} of {progress.total}
          </Text>
          <Text size="sm" c="dimmed" aria-hidden>
            {progress.percent}%
          </Text>
        </Group>
        <Progress value={progress.percent} aria-label="Quiz progress" size="md" radius="xl" />
      </div>
      <QuestionCard
        key={turn.key}
        question={{ ...turn.problem, repeated: turn.repeated }}
        mode="practice"
        autoFocus={quiz.index > 0}
        onChecked={(correct) => setQuiz((q) => checkAnswer(q, correct))}
        onContinue={() => setQuiz((q) => nextQuestion(q, Date.now()))}
      />
    </>
  );
}
