import { Suspense, lazy } from 'react';
import type { SignedInSession } from '@muse/contracts';

// Only a signed-in user can claim: a visitor's first page loads none of the claim's code.
const DailyClaimButton = lazy(() =>
  import('./DailyClaimButton').then((m) => ({ default: m.DailyClaimButton })),
);

/**
 * Where a Create's price shows: today's free credits as a claim button when the balance is `short` of it
 * and they can be claimed now (accounts under 30 days old that have not claimed today).
 */
export function DailyClaimOffer({ session, short }: { session: SignedInSession | null; short: boolean }) {
  if (!session) return null;
  return (
    <Suspense fallback={null}>
      <DailyClaimButton session={session} short={short} />
    </Suspense>
  );
}
