import { Suspense, lazy, useEffect, useState } from 'react';
import { useMatch } from '../../../shared/routing';
import { useLoginDialog } from '../../auth';
import { useGameOpen } from '../hooks/use-game-open';
import { useRandomImage } from '../hooks/use-random-image';
import { useVotingDue } from '../hooks/use-voting-due';
import { markVotingSeen, shouldFetchRandom, shouldShowVoting, votingSeen } from '../voting-rules';
import { browserStore } from '../../../shared/browser-flag';

// The dialog (a modal and its focus trap) loads only for the few visits that show it.
const VotingDialog = lazy(() => import('./VotingDialog').then((m) => ({ default: m.VotingDialog })));

/**
 * The random-image voting screen of a signed-in user, shown once per browser on the /images page; see
 * voting-rules.ts for when it shows. Renders nothing until then.
 */
export function VotingWatcher({ userId }: { userId: string }) {
  // Read once: the flag this screen sets when it opens must not hide it while it is open.
  const [seen] = useState(() => votingSeen(browserStore()));
  const [dismissed, setDismissed] = useState(false);
  const viewerOpen = useMatch('/images/:filename') !== null;
  const loginOpen = useLoginDialog().opened;
  const gameOpen = useGameOpen();
  const due = useVotingDue(!!userId && !seen);
  const random = useRandomImage(userId, shouldFetchRandom({ seen, signedIn: !!userId, due }));
  const item = random.data ?? null;
  const opened = shouldShowVoting({
    seen,
    signedIn: !!userId,
    due,
    hasImage: !!item,
    dismissed,
    viewerOpen,
    loginOpen,
    gameOpen,
  });

  useEffect(() => {
    if (opened) markVotingSeen(browserStore());
  }, [opened]);

  // Stays mounted once dismissed, so the dialog closes with its transition.
  if (!item || seen) return null;
  return (
    <Suspense fallback={null}>
      <VotingDialog key={item._id} item={item} opened={opened} onDone={() => setDismissed(true)} />
    </Suspense>
  );
}
