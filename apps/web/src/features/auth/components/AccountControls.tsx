import { Suspense, lazy } from 'react';
import { Skeleton } from '@mantine/core';
import { useSession } from '../hooks/use-session';
import { SignInButton } from './SignInButton';

// The avatar and its menu load only for signed-in users (the menu itself only when wanted, see
// SignedInControls): a visitor's first page stays small.
const SignedInControls = lazy(() =>
  import('./SignedInControls').then((m) => ({ default: m.SignedInControls })),
);

const loading = <Skeleton circle height={38} aria-label="Loading your account" />;

/** The right end of the header: the user menu when signed in, "Sign in" otherwise. */
export function AccountControls() {
  const { session, isLoading } = useSession();
  if (isLoading) return loading;
  if (!session) return <SignInButton />;
  return (
    <Suspense fallback={loading}>
      <SignedInControls session={session} />
    </Suspense>
  );
}
