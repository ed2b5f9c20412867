import type { SessionReply, SignedInSession } from '@muse/contracts';
import { isGuestId, tierLabel, totalBalance } from '@muse/domain';

export function isSignedIn(session: SessionReply | undefined): session is SignedInSession {
  return !!session && session.userId !== null;
}

export function isGuestSession(session: SignedInSession): boolean {
  return session.isGuest || isGuestId(session.userId);
}

/** The name the account menu shows: the email, or "Guest" instead of a guest's placeholder email. */
export function displayName(session: SignedInSession): string {
  return isGuestSession(session) ? 'Guest' : session.user.email;
}

/** The avatar letter: the first letter of the email, "G" for guests. */
export function avatarInitial(session: SignedInSession): string {
  const name = displayName(session);
  const letter = name.match(/[a-z0-9]/i)?.[0] ?? '?';
  return letter.toUpperCase();
}

export function sessionTier(session: SignedInSession): string {
  return tierLabel(session.subscription);
}

export function sessionBalance(session: SignedInSession): number {
  return totalBalance(session);
}
