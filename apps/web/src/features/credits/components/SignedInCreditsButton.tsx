import { Button, Indicator } from '@mantine/core';
import type { SignedInSession } from '@muse/contracts';
import { sessionBalance, sessionTier } from '../../auth';
import { openCreditsDialog } from '../dialogs-store';
import { showsEarnBadge } from '../earn-rows';
import { creditsPhrase, formatCredits } from '../format-credits';
import { useCreditsSummary, useGameDaily } from '../hooks/use-earnings';
import { Hint } from '../../../shared/Hint';
import { coin } from './coin';

/**
 * The credits button of a signed-in user: the total of credits plus subscription credits, and a dot when a
 * daily claim is available or today's game is not played. Loaded only once someone is signed in.
 */
export function SignedInCreditsButton({
  session,
  expanded,
}: {
  session: SignedInSession;
  expanded: boolean;
}) {
  const summary = useCreditsSummary(session);
  const gameDaily = useGameDaily(session);

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
