import { openLoginDialog, useSession } from '../../auth';
import { closeForSignIn } from '../buy-dialogs-store';

/**
 * Who is buying: an account with an email (guests buy nothing: the server asks them to add their email
 * first). `signIn` closes an open buying dialog for the login dialog and reopens it once signed in.
 */
export function useBuyer() {
  const { session, isGuest, isLoading } = useSession();
  return {
    session,
    account: session && !isGuest ? session : null,
    isGuest,
    isLoading,
    signIn: () => {
      closeForSignIn();
      openLoginDialog();
    },
  };
}
