import { useEffect, useId, useReducer, useRef } from 'react';
import { Alert, Badge, Button, Group, Image, Paper, Radio, Stack, Text } from '@mantine/core';
import { IconBulb, IconCheck, IconRepeat, IconX } from '@tabler/icons-react';
import type { MathProblem } from '@muse/contracts';
import { MathText } from '../../../shared/math-text';
import {
  LETTERS,
  cardReducer,
  initialCard,
  isCorrectChoice,
  letterAt,
  solutionSteps,
} from '../question-card.logic';
import classes from './QuestionCard.module.css';

export interface QuestionCardProps {
  /** the problem; `repeated` shows "Try again!" */
  question: MathProblem;
  /** 'sos' (MathSOS) hides Continue / Got it */
  mode: 'practice' | 'study' | 'sos';
  /** told once, when the learner checks a choice */
  onChecked?: (correct: boolean) => void;
  /** Continue (after a right answer) or Got it (after a wrong one) */
  onContinue?: () => void;
  /** "Continue" unless given */
  continueLabel?: string;
  /** puts the keyboard on the first choice when the card appears (the next question of a quiz) */
  autoFocus?: boolean;
}

/**
 * A multiple-choice math question (spec assistant-workspace.md §4 "Math question card"). It starts afresh
 * whenever the question changes: a new problem, or a problem coming back as a repeat.
 */
export function QuestionCard(props: QuestionCardProps) {
  return <Card key={`${props.question._id}:${props.question.repeated ? 'repeat' : 'first'}`} {...props} />;
}

function Card({
  question: problem,
  mode,
  onChecked,
  onContinue,
  continueLabel = 'Continue',
  autoFocus,
}: QuestionCardProps) {
  const [state, dispatch] = useReducer(cardReducer, initialCard);
  const name = useId();
  const cardRef = useRef<HTMLDivElement>(null);
  const actionsRef = useRef<HTMLDivElement>(null);

  // Keyboard users keep their place: the first choice of a new question, then the way on after Check
  // (whose button goes away).
  useEffect(() => {
    if (autoFocus) cardRef.current?.querySelector<HTMLElement>('[role="radio"]')?.focus();
  }, [autoFocus]);
  useEffect(() => {
    if (state.phase === 'answering') return;
    const buttons = actionsRef.current?.querySelectorAll<HTMLButtonElement>('button');
    buttons?.[buttons.length - 1]?.focus();
  }, [state.phase]);

  const answering = state.phase === 'answering';
  const answerIndex = LETTERS.indexOf(problem.answer);
  const steps = solutionSteps(problem.detailed_solution);

  const check = () => {
    if (!answering || !state.selected) return;
    dispatch({ type: 'check', answer: problem.answer });
    onChecked?.(isCorrectChoice(state.selected, problem.answer));
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} className={classes.card} ref={cardRef}>
      <Stack gap="md">
        {problem.repeated && (
          <Badge color="orange" variant="light" leftSection={<IconRepeat size={14} aria-hidden />}>
            Try again!
          </Badge>
        )}
        <Text component="div" className={classes.question} id={`${name}-q`}>
          <MathText text={problem.question} />
        </Text>
        {problem.graph?.imageUrl && (
          <Image
            src={problem.graph.imageUrl}
            alt="The graph for this question"
            className={classes.graph}
            radius="sm"
            fit="contain"
          />
        )}
        <Radio.Group
          value={state.selected}
          onChange={(value) => {
            const letter = LETTERS.find((l) => l === value);
            if (letter) dispatch({ type: 'select', letter });
          }}
          name={name}
          aria-labelledby={`${name}-q`}
        >
          <Stack gap="xs">
            {problem.choices.map((choice, index) => {
              const letter = letterAt(index);
              const verdict = answering
                ? undefined
                : index === answerIndex
                  ? 'right'
                  : letter === state.selected
                    ? 'wrong'
                    : undefined;
              return (
                <Radio.Card
                  key={letter}
                  value={letter}
                  name={name}
                  disabled={!answering}
                  // one stop for Tab, as a radio group has; arrows move between the choices
                  tabIndex={letter === (state.selected ?? 'A') ? 0 : -1}
                  className={classes.choice}
                  data-verdict={verdict}
                  radius="md"
                >
                  <Group wrap="nowrap" gap="sm" align="flex-start">
                    <Radio.Indicator />
                    <Text fw={700} className={classes.letter}>
                      {letter}
                    </Text>
                    <Text component="div" className={classes.choiceText}>
                      <MathText text={choice} />
                    </Text>
                    {verdict === 'right' && <IconCheck size={18} aria-label="the correct answer" />}
                    {verdict === 'wrong' && <IconX size={18} aria-label="your answer" />}
                  </Group>
                </Radio.Card>
              );
            })}
          </Stack>
        </Radio.Group>

        {state.hint && problem.hint && (
          <Alert color="yellow" variant="light" icon={<IconBulb size={18} aria-hidden />} title="Hint">
            <MathText text={problem.hint} />
          </Alert>
        )}

        {state.phase === 'correct' && (
          <Alert color="green" variant="light" icon={<IconCheck size={18} aria-hidden />} role="status">
            <Text fw={600}>Well done, correct!</Text>
          </Alert>
        )}
        {state.phase === 'incorrect' && (
          <Alert color="red" variant="light" icon={<IconX size={18} aria-hidden />} role="status">
            <Stack gap={6}>
              <Text fw={600}>Incorrect</Text>
              <Text component="div" size="sm">
                The correct answer is {problem.answer}: <MathText text={problem.choices[answerIndex] ?? ''} />
              </Text>
            </Stack>
          </Alert>
        )}
        {state.solution !== 'none' && problem.solution && (
          <Paper withBorder p="sm" radius="sm">
            <Text size="sm" fw={600} mb={4}>
              Solution
            </Text>
            <Text component="div" size="sm">
              <MathText text={problem.solution} />
            </Text>
          </Paper>
        )}
        {state.solution === 'detailed' && steps.length > 0 && (
          <Paper withBorder p="sm" radius="sm">
            <Text size="sm" fw={600} mb={4}>
              Detailed solution
            </Text>
            <div className={classes.steps}>
              {steps.map((step, i) => (
                <div key={i}>
                  <MathText text={step} />
                </div>
              ))}
            </div>
          </Paper>
        )}

        <Group gap="xs" justify="flex-end" className={classes.actions} ref={actionsRef}>
          {state.phase !== 'correct' && problem.hint && (
            <Button
              variant="subtle"
              onClick={() => dispatch({ type: 'toggle-hint' })}
              aria-pressed={state.hint}
            >
              {state.hint ? 'Hide Hint' : 'Show Hint'}
            </Button>
          )}
          {state.phase === 'incorrect' && state.solution === 'none' && (
            <Button variant="default" onClick={() => dispatch({ type: 'show-solution' })}>
              Show solution
            </Button>
          )}
          {state.phase === 'incorrect' && state.solution === 'solution' && steps.length > 0 && (
            <Button variant="default" onClick={() => dispatch({ type: 'show-detailed' })}>
              Show detailed solution
            </Button>
          )}
          {answering && (
            <Button onClick={check} disabled={!state.selected}>
              Check
            </Button>
          )}
          {mode !== 'sos' && state.phase === 'correct' && (
            <Button onClick={onContinue}>{continueLabel}</Button>
          )}
          {mode !== 'sos' && state.phase === 'incorrect' && <Button onClick={onContinue}>Got it</Button>}
        </Group>
      </Stack>
    </Paper>
  );
}
