/**
 * Auth: the session (query `['session']`), the passwordless login dialog (email → 6-digit code, guest,
 * Google/Microsoft when configured) and the account menu.
 */
export { AccountControls } from './components/AccountControls';
export { LoginDialogHost } from './components/LoginDialogHost';
export { SignInEmptyState } from './components/SignInEmptyState';
// The sign-in steps, for forms embedded in other dialogs (the credits dialog when signed out).
export { EmailStep } from './components/EmailStep';
export { CodeStep } from './components/CodeStep';
export { useGuestLogin } from './hooks/use-login';
export { useReadSessionNow, useSession } from './hooks/use-session';
export type { SessionState } from './hooks/use-session';
export { useRequireLogin } from './hooks/use-require-login';
export { openLoginDialog, closeLoginDialog, useLoginDialog } from './login-dialog-store';
export { displayName, isSignedIn, sessionBalance, sessionTier } from './session-view';
export { useSignInErrorFromUrl } from './hooks/use-sign-in-error';
