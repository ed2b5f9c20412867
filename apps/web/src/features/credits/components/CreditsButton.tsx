import { Suspense, lazy } from 'react';
import { ActionIcon, Skeleton } from '@mantine/core';
import { useSession } from '../../auth';
import { openCreditsDialog, useCreditsDialogs } from '../dialogs-store';
import { Hint } from '../../../shared/Hint';
import { coin } from './coin';

// The balance, its dot and the queries behind them load only for a signed-in user: a visitor's first page
// stays small.
const SignedInCreditsButton = lazy(() =>
  import('./SignedInCreditsButton').then((m) => ({ default: m.SignedInCreditsButton })),
);

const loading = <Skeleton height={36} width={72} radius="xl" aria-hidden />;

/**
 * The credits button of the header: the total of credits plus subscription credits with a coin icon,
 * or just the coin while signed out; a dot when a daily claim is available or today's game is not played.
 * It opens the credits dialog (signed out: its sign-in form). Signed in, a streak of 2 days or more shows
 * before it and opens the streak dialog.
 */
export function CreditsButton() {
  const { session, isLoading } = useSession();
  const { open } = useCreditsDialogs();

  if (isLoading) return loading;

  const expanded = open === 'credits';

  if (!session) {
    return (
      <Hint label="Sign in to see your credits" position="bottom-end">
        <ActionIcon
          variant="default"
          radius="xl"
          size={36}
          aria-label="Credits"
          aria-haspopup="dialog"
          aria-expanded={expanded}
          onClick={openCreditsDialog}
        >
          {coin(20)}
        </ActionIcon>
      </Hint>
    );
  }

  return (
    <Suspense fallback={loading}>
      <SignedInCreditsButton session={session} expanded={expanded} streakExpanded={open === 'streak'} />
    </Suspense>
  );
}
