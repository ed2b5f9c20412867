import { Alert, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconCheck, IconCoin } from '@tabler/icons-react';
import { creditsPhrase } from '../../../credits';
import type { AiOutcome, AiRunState } from '../ai-session';
import type { RunStage } from '../run-ai-tool';

const STAGE_TEXT: Readonly<Record<RunStage, string>> = {
  preparing: 'Sending your picture…',
  queued: 'Waiting for a free spot…',
  running: 'Working on your picture…',
  loading: 'Bringing in the result…',
};

/** The price, Apply (with its progress while a run goes) and what the last run came to. */
export function RunFooter(props: {
  price: number;
  balance: number | null;
  blocked: string | null;
  /** the fields above say already why Apply waits */
  hideBlocked?: boolean;
  run: AiRunState | null;
  outcome: AiOutcome | null;
  /** another run (of any tool) holds the picture */
  busy: boolean;
  onApply: () => void;
}) {
  const { run, outcome } = props;
  return (
    <Stack gap="sm">
      <Group gap={6} wrap="nowrap" data-testid="ai-price">
        <IconCoin size={18} stroke={1.6} color="var(--mantine-color-yellow-6)" aria-hidden />
        <Text size="sm">
          {props.price > 0 ? (
            <>
              Costs <strong>{creditsPhrase(props.price)}</strong>
            </>
          ) : (
            'No credits needed'
          )}
          {props.balance !== null && ` · you have ${creditsPhrase(props.balance)}`}
        </Text>
      </Group>
      {props.blocked && !props.hideBlocked && !run && (
        <Text size="sm" c="dimmed">
          {props.blocked}
        </Text>
      )}
      <Button
        onClick={props.onApply}
        loading={run !== null}
        disabled={props.blocked !== null || (props.busy && !run)}
        fullWidth
      >
        Apply
      </Button>
      {run && (
        <Stack gap={4} aria-live="polite">
          <Progress
            value={run.stage === 'preparing' ? 100 : Math.max(5, run.progress)}
            animated={run.stage !== 'running'}
            striped={run.stage !== 'running'}
            aria-label="Progress"
          />
          <Text size="sm" c="dimmed">
            {STAGE_TEXT[run.stage]}
            {run.stage === 'running' && ` ${Math.round(run.progress)}%`}
          </Text>
        </Stack>
      )}
      {!run && outcome?.kind === 'error' && (
        <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
          {outcome.message}
        </Alert>
      )}
      {!run && outcome?.kind === 'done' && (
        <Alert color="teal" icon={<IconCheck size={18} />} role="status">
          Done{outcome.credits > 0 ? ` · ${creditsPhrase(outcome.credits)} used` : ''}. Undo brings the
          picture back as it was.
        </Alert>
      )}
    </Stack>
  );
}
