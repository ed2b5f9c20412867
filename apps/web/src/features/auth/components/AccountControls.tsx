import { Skeleton } from '@mantine/core';
import { useSession } from '../hooks/use-session';
import { SignInButton } from './SignInButton';
import { UserMenu } from './UserMenu';

/** The right end of the header: the user menu when signed in, "Sign in" otherwise. */
export function AccountControls() {
  const { session, isLoading } = useSession();
  if (isLoading) return <Skeleton circle height={38} aria-label="Loading your account" />;
  return session ? <UserMenu session={session} /> : <SignInButton />;
}
