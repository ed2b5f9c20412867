import { lazy } from 'react';
import { MountOnceOpened } from '../../../shared/MountOnceOpened';
import { useSession } from '../../auth';
import { useCreditsDialogs } from '../dialogs-store';
import {
  useEarningsFollowBalance,
  useInsufficientCreditsDialog,
  useReferralLanding,
} from '../hooks/use-app-wiring';

// The dialogs' code loads when one is first opened, so the first page stays small.
const CreditsDialogs = lazy(() => import('./CreditsDialogs').then((m) => ({ default: m.CreditsDialogs })));

/**
 * Mounted once in the app shell: the credits dialogs (once one has been opened, then kept for their closing
 * transitions), the 402 → "Extra credits required" hook, the share-link landing report and the refresh of
 * what can be earned when the balance changes.
 */
export function CreditsHost() {
  const { open } = useCreditsDialogs();
  const { session } = useSession();
  useInsufficientCreditsDialog();
  useReferralLanding();
  useEarningsFollowBalance(session);

  return (
    <MountOnceOpened opened={open !== null}>
      <CreditsDialogs />
    </MountOnceOpened>
  );
}
