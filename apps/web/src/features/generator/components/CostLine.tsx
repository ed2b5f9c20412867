import { Group, Text } from '@mantine/core';
import { IconCoin } from '@tabler/icons-react';
import type { SignedInSession } from '@muse/contracts';
import { DAILY_CLAIM_CREDITS } from '@muse/domain';
import { sessionBalance } from '../../auth';
import { DailyClaimOffer, creditsPhrase } from '../../credits';

/**
 * What a Create costs with the chosen model and settings (the price charged), beside the balance; when the
 * balance is short and today's free credits can be claimed, the claim is offered right here. Visitors see
 * the price and how new accounts get credits before they sign in.
 */
export function CostLine({ cost, session }: { cost: number | null; session: SignedInSession | null }) {
  if (cost === null) return null;
  const balance = session ? sessionBalance(session) : null;
  const short = balance !== null && balance < cost;
  return (
    <Group gap="xs" wrap="wrap" aria-live="polite" data-testid="create-cost">
      <IconCoin size={18} stroke={1.6} color="var(--mantine-color-yellow-6)" aria-hidden />
      <Text size="sm">
        Each Create costs <strong>{creditsPhrase(cost)}</strong>
        {balance === null
          ? `. New accounts get ${DAILY_CLAIM_CREDITS} free credits a day.`
          : ` · you have ${creditsPhrase(balance)}.`}
      </Text>
      <DailyClaimOffer session={session} short={short} />
    </Group>
  );
}
