/**
 * Pure rules of the credits ledger. "Spending takes subscription credits first" and a balance never goes
 * below zero: a spend either fits in full or is refused.
 */
export interface Balances {
  credits: number;
  subscriptionCredits: number;
}

export interface SpendSplit {
  fromSubscription: number;
  fromCredits: number;
}

export function totalBalance(b: Balances): number {
  return b.credits + b.subscriptionCredits;
}

/** How a spend of `amount` is taken from the two balances, or null when the balance cannot cover it. */
export function splitSpend(b: Balances, amount: number): SpendSplit | null {
  if (!Number.isInteger(amount) || amount <= 0) throw new RangeError('a spend is a positive whole number');
  if (totalBalance(b) < amount) return null;
  const fromSubscription = Math.min(b.subscriptionCredits, amount);
  return { fromSubscription, fromCredits: amount - fromSubscription };
}
