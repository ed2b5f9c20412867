import { Suspense, lazy } from 'react';
import { useSession } from '../../auth';

// Only a signed-in user is asked to vote: a visitor's first page loads none of its code.
const VotingWatcher = lazy(() => import('./VotingWatcher').then((m) => ({ default: m.VotingWatcher })));

/**
 * The random-image voting screen, shown once per browser on the /images page to a signed-in user; see
 * voting-rules.ts for when it shows. Renders nothing until then.
 */
export function VotingScreen() {
  const { session } = useSession();
  if (!session) return null;
  return (
    <Suspense fallback={null}>
      <VotingWatcher userId={session.userId} />
    </Suspense>
  );
}
