import { Button, Indicator } from '@mantine/core';
import { IconFlame } from '@tabler/icons-react';
import type { SignedInSession } from '@muse/contracts';
import { sessionBalance, sessionTier } from '../../auth';
import { openCreditsDialog, openStreakDialog } from '../dialogs-store';
import { showsEarnBadge } from '../earn-rows';
import { creditsPhrase, formatCredits } from '../format-credits';
import { useCreditsSummary, useGameDaily } from '../hooks/use-earnings';
import { headerStreak } from '../streak-view';
import { Hint } from '../../../shared/Hint';
import { coin } from './coin';

/**
 * The credits button of a signed-in user: the total of credits plus subscription credits, and a dot when a
 * daily claim is available or today's game is not played; before it, from 2 days in a row, the streak (a
 * flame and the days) that opens the streak dialog. Loaded only once someone is signed in.
 */
export function SignedInCreditsButton({
  session,
  expanded,
  streakExpanded,
}: {
  session: SignedInSession;
  expanded: boolean;
  streakExpanded: boolean;
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

  const streak = headerStreak(session);

  return (
    <>
      {streak && (
        <Hint label={`${streak.label}: see your rewards`} position="bottom-end">
          <Button
            variant="subtle"
            color="orange"
            radius="xl"
            h={36}
            px={8}
            aria-label={streak.label}
            aria-haspopup="dialog"
            aria-expanded={streakExpanded}
            leftSection={<IconFlame size={18} stroke={1.8} aria-hidden />}
            onClick={openStreakDialog}
            styles={{ label: { fontVariantNumeric: 'tabular-nums' }, section: { marginInlineEnd: 2 } }}
          >
            {streak.days}
          </Button>
        </Hint>
      )}
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
    </>
  );
}
