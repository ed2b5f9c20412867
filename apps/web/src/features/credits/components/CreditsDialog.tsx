import { IconCoin } from '@tabler/icons-react';
import { DialogFrame } from '../../../shared/DialogFrame';
import { useSession } from '../../auth';
import { closeCreditsDialogs, useCreditsDialogs } from '../dialogs-store';
import { SignedInPanel } from './SignedInPanel';
import { SignedOutPanel } from './SignedOutPanel';
import classes from './CreditsDialogs.module.css';

/**
 * The credits dialog, at the top right under the credits button. Signed in: plan, balance, renewal
 * line and the earn table; signed out: the sign-in form. Escape, the close button or a click outside close it.
 */
export function CreditsDialog() {
  const { open } = useCreditsDialogs();
  const { session } = useSession();

  return (
    <DialogFrame
      opened={open === 'credits'}
      onClose={closeCreditsDialogs}
      centered={false}
      size={440}
      classNames={{ inner: classes.topRight }}
      title="Credits"
      icon={<IconCoin size={24} stroke={1.6} color="var(--mantine-color-yellow-6)" aria-hidden />}
    >
      {session ? <SignedInPanel session={session} /> : <SignedOutPanel />}
    </DialogFrame>
  );
}
