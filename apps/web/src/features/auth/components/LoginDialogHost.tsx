import { lazy } from 'react';
import { MountOnceOpened } from '../../../shared/MountOnceOpened';
import { useLoginDialog } from '../login-dialog-store';

// The dialog's code loads when it is first opened, so the first page stays small.
const LoginDialog = lazy(() => import('./LoginDialog').then((m) => ({ default: m.LoginDialog })));

/** Mounts the login dialog once it has been opened, then keeps it mounted for its closing transition. */
export function LoginDialogHost() {
  const { opened } = useLoginDialog();
  return (
    <MountOnceOpened opened={opened}>
      <LoginDialog />
    </MountOnceOpened>
  );
}
