import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCoin } from '@tabler/icons-react';
import { DialogFrame } from '../../../shared/DialogFrame';
import { sessionBalance, useSession } from '../../auth';
import { closeCreditsDialogs, openCreditsDialog, useCreditsDialogs } from '../dialogs-store';
import { creditsPhrase } from '../format-credits';
import { useDailyClaim } from '../hooks/use-daily-claim';
import { GetMoreCreditsButton } from './GetMoreCreditsButton';

/**
 * Insufficient credits for a model: a dialog titled extra credits required, with the current balance and a
 * Get more credits button. Opened by any 402 insufficient_credits reply, or by a feature that checks first.
 */
export function InsufficientCreditsDialog() {
  const { open, reason, retry } = useCreditsDialogs();
  const { session } = useSession();
  const balance = session ? sessionBalance(session) : 0;
  const daily = useDailyClaim(open === 'insufficient' ? session : null);
  // Today's free credits come first when they can be claimed; then what needed them is done again.
  const claimDaily = () =>
    daily.claim(() => {
      closeCreditsDialogs();
      retry?.();
    });

  return (
    <DialogFrame
      opened={open === 'insufficient'}
      onClose={closeCreditsDialogs}
      size={420}
      title="Extra credits required"
    >
      <Stack gap="md">
        {reason && <Text size="sm">{reason}</Text>}
        <Paper withBorder p="md" radius="md">
          <Text size="sm" c="dimmed">
            Your balance
          </Text>
          <Group gap={8} wrap="nowrap" align="center">
            <IconCoin size={26} stroke={1.6} color="var(--mantine-color-yellow-6)" aria-hidden />
            <Text fz={28} fw={800} lh={1.2} aria-label={creditsPhrase(balance)}>
              {balance.toLocaleString('en-US')}
            </Text>
            <Text size="sm" c="dimmed" mt={6}>
              {balance === 1 ? 'credit' : 'credits'}
            </Text>
          </Group>
        </Paper>
        {daily.amount > 0 && (
          <Button size="md" fullWidth onClick={claimDaily} loading={daily.claiming}>
            {retry
              ? `Claim ${daily.amount} free credits and create`
              : `Claim today's ${daily.amount} free credits`}
          </Button>
        )}
        <GetMoreCreditsButton explainWhenUnavailable />
        <Group justify="space-between">
          {session && (
            <Button variant="subtle" onClick={openCreditsDialog}>
              Earn free credits
            </Button>
          )}
          <Button variant="default" onClick={closeCreditsDialogs} ml="auto">
            Not now
          </Button>
        </Group>
      </Stack>
    </DialogFrame>
  );
}
