import { Stack, Title } from '@mantine/core';
import type { MathProblem } from '@muse/contracts';
import { QuestionCard } from '../../sat-math';

/** "Practise it": the solved problem as a question card in math SOS mode (no Continue / Got it). */
export function PractiseIt({ question }: { question: MathProblem }) {
  return (
    <Stack gap="sm">
      <Title order={2} fz="h4">
        Practise it
      </Title>
      <QuestionCard question={question} mode="sos" autoFocus />
    </Stack>
  );
}
