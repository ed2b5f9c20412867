import { useEffect, useRef } from 'react';
import { Alert, Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { getHotkeyHandler } from '@mantine/hooks';
import { IconAlertTriangle, IconPlus, IconSparkles } from '@tabler/icons-react';
import { MathText } from '../../../shared/math-text';
import type { useMathSos } from '../hooks/use-math-sos';
import { canSolve } from '../sos-flow';
import { ImageDrop } from './ImageDrop';

const EXAMPLES = ['3x + 7 = 25', 'x^2 - 5x + 6 = 0', '2x + 3 > 11'];

/** The problem: a picture in, its text to check or a typed text, Solve (needs text) and New Problem. */
export function ProblemInput({ sos }: { sos: ReturnType<typeof useMathSos> }) {
  const { state } = sos;
  const field = useRef<HTMLTextAreaElement>(null);
  const started = state.text !== '' || state.picture !== null || state.error !== null;
  const solvable = canSolve(state);

  // Back from a solution (Edit), or a picture just read: the text is where to go on.
  const wasReading = useRef(state.reading);
  useEffect(() => {
    if (state.solution || (wasReading.current && !state.reading)) field.current?.focus();
    wasReading.current = state.reading;
  }, [state.reading, state.solution]);

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <ImageDrop
          onImage={sos.read}
          picture={state.picture}
          busy={state.reading}
          disabled={state.solving}
          listenToPaste
        />
        <Textarea
          ref={field}
          label="Your problem"
          description={
            state.picture && !state.reading
              ? 'Check the text read from your picture and correct it if needed.'
              : 'Type it as you would write it, e.g. 3x + 7 = 25. Ctrl+Enter solves it.'
          }
          placeholder="Type a problem or add a screenshot above"
          autosize
          minRows={3}
          maxRows={12}
          maxLength={2000}
          value={state.text}
          disabled={state.reading}
          onChange={(event) => sos.type(event.currentTarget.value)}
          onKeyDown={getHotkeyHandler([['mod+Enter', () => solvable && sos.solve()]])}
        />
        {state.text.includes('$') && (
          <Text size="sm" c="dimmed" component="div">
            <MathText text={state.text} />
          </Text>
        )}
        {state.error && (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert">
            <Text size="sm" fw={500}>
              {state.error.message}
            </Text>
            {state.error.detail && state.error.detail !== state.error.message && (
              <Text size="sm" mt={4}>
                {state.error.detail}
              </Text>
            )}
          </Alert>
        )}
        <Group justify="space-between" gap="sm">
          <Group gap="sm">
            <Button
              leftSection={<IconSparkles size={18} aria-hidden />}
              disabled={!solvable}
              loading={state.solving}
              onClick={sos.solve}
            >
              Solve
            </Button>
            {started && (
              <Button
                variant="subtle"
                leftSection={<IconPlus size={18} aria-hidden />}
                onClick={sos.newProblem}
              >
                New Problem
              </Button>
            )}
          </Group>
          {state.solving && (
            <Text size="sm" c="dimmed" role="status" aria-live="polite">
              Working it out…
            </Text>
          )}
        </Group>
        {!started && (
          <Group gap="xs">
            <Text size="xs" c="dimmed">
              Try:
            </Text>
            {EXAMPLES.map((example) => (
              <Button key={example} size="compact-xs" variant="light" onClick={() => sos.type(example)}>
                {example}
              </Button>
            ))}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
