import { CreditsDialog } from './CreditsDialog';
import { InsufficientCreditsDialog } from './InsufficientCreditsDialog';
import { ShareRulesDialog } from './ShareRulesDialog';
import { StreakDialog } from './StreakDialog';

/** Every dialog of the credits feature; loaded on first use (see CreditsHost). */
export function CreditsDialogs() {
  return (
    <>
      <CreditsDialog />
      <ShareRulesDialog />
      <StreakDialog />
      <InsufficientCreditsDialog />
    </>
  );
}
