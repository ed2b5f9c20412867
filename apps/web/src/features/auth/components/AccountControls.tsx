import { Suspense, lazy } from 'react';
import { Skeleton } from '@mantine/core';
import { useSession } from '../hooks/use-session';
import { SignInButton } from './SignInButton';

// The menu (and the positioning library its dropdown needs) loads only for signed-in users: a visitor's
// first page stays small.
const UserMenu = lazy(() => import('./UserMenu').then((m) => ({ default: m.UserMenu })));

const loading = <Skeleton circle height={38} aria-label="Loading your account" />;

/** The right end of the header: the user menu when signed in, "Sign in" otherwise. */
export function AccountControls() {
  const { session, isLoading } = useSession();
  if (isLoading) return loading;
  if (!session) return <SignInButton />;
  return (
    <Suspense fallback={loading}>
      <UserMenu session={session} />
    </Suspense>
  );
}
