import type { SessionReply } from '@muse/contracts';

/** The session with new balances (a claim's reply); a signed-out or unknown session stays as it is. */
export function withBalances(
  session: SessionReply | undefined,
  balances: { credits: number; subscriptionCredits: number },
): SessionReply | undefined {
  if (!session || session.userId === null) return session;
  return { ...session, credits: balances.credits, subscriptionCredits: balances.subscriptionCredits };
}
