import { Button } from '@mantine/core';
import type { SignedInSession } from '@muse/contracts';
import { useDailyClaim } from '../hooks/use-daily-claim';

/** Today's free credits, offered (while `short`) as a claim button when they can be claimed now. */
export function DailyClaimButton({ session, short }: { session: SignedInSession; short: boolean }) {
  const daily = useDailyClaim(session);
  if (!short || daily.amount <= 0) return null;
  return (
    <Button size="compact-sm" variant="light" loading={daily.claiming} onClick={() => daily.claim()}>
      Claim {daily.amount} free credits to create
    </Button>
  );
}
