import type { SessionReply } from '@muse/contracts';

export interface BalanceChange {
  credits: number;
  subscriptionCredits: number;
}

/** The session after a `session:changed` event: new balances for a signed-in session, nothing otherwise. */
export function applyBalanceChange(
  session: SessionReply | undefined,
  change: BalanceChange,
): SessionReply | undefined {
  if (!session || session.userId === null) return session;
  return { ...session, credits: change.credits, subscriptionCredits: change.subscriptionCredits };
}
