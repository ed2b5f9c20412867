import { ActionIcon, Button, Indicator, Skeleton } from '@mantine/core';
import { IconCoin } from '@tabler/icons-react';
import { sessionBalance, sessionTier, useSession } from '../../auth';
import { openCreditsDialog, useCreditsDialogs } from '../dialogs-store';
import { showsEarnBadge } from '../earn-rows';
import { creditsPhrase, formatCredits } from '../format-credits';
import { useCreditsSummary, useGameDaily } from '../hooks/use-earnings';
import { Hint } from '../../../shared/Hint';

const coin = (size: number) => (
  <IconCoin size={size} stroke={1.6} color="var(--mantine-color-yellow-6)" aria-hidden />
);

/**
 * The credits button of the header: the total of credits plus subscription credits with a coin icon,
 * or just the coin while signed out; a dot when a daily claim is available or today's game is not played.
 * It opens the credits dialog (signed out: its sign-in form).
 */
export function CreditsButton() {
  const { session, isLoading } = useSession();
  const { open } = useCreditsDialogs();
  const summary = useCreditsSummary(session);
  const gameDaily = useGameDaily(session);

  if (isLoading) return <Skeleton height={36} width={72} radius="xl" aria-hidden />;

  const expanded = open === 'credits';

  if (!session) {
    return (
      <Hint label="Sign in to see your credits" position="bottom-end">
        <ActionIcon
          variant="default"
          radius="xl"
          size={36}
          aria-label="Credits"
          aria-haspopup="dialog"
          aria-expanded={expanded}
          onClick={openCreditsDialog}
        >
          {coin(20)}
        </ActionIcon>
      </Hint>
    );
  }

  const total = sessionBalance(session);
  const tier = sessionTier(session);
  const dot = showsEarnBadge({
    isGuest: session.isGuest,
    createdOn: session.createdOn,
    now: new Date(),
    daily: summary.data?.daily ?? null,
    gameDaily,
  });
  const details = `${tier} plan · ${creditsPhrase(session.credits)} + ${creditsPhrase(session.subscriptionCredits)} from your subscription`;

  return (
    <Hint label={dot ? `${details} · credits to claim` : details} position="bottom-end">
      <Indicator disabled={!dot} color="red" size={10} offset={4} withBorder>
        <Button
          variant="default"
          radius="xl"
          h={36}
          px="sm"
          aria-label={`Credits: ${creditsPhrase(total)}, ${tier} plan${dot ? ', credits to claim' : ''}`}
          aria-haspopup="dialog"
          aria-expanded={expanded}
          leftSection={coin(18)}
          onClick={openCreditsDialog}
          styles={{ label: { fontVariantNumeric: 'tabular-nums' }, section: { marginInlineEnd: 6 } }}
        >
          {formatCredits(total)}
        </Button>
      </Indicator>
    </Hint>
  );
}
