/**
 * Renewing plans (a monthly subscription or Music Pro): when a renewal is due, when its reminder goes out,
 * and what the account page says about a plan. Times are ISO strings or Dates.
 */

/** The spec's legal text on cancelling, shown where a plan is cancelled. */
export const CANCEL_TERMS =
  'Subscription can be cancelled at any time, with access to the end of the billing period and no refund for unused time';

/** A renewal reminder goes this many days before a renewal that will happen (chosen: 3). */
export const RENEWAL_REMINDER_DAYS = 3;

const DAY_MS = 24 * 60 * 60 * 1000;

/** How a plan's renewal is managed: here (sandbox, Stripe), or only in an app store. */
export type PlanManagedBy = 'here' | 'store';

/** renewing: renews on its end date; ending: set not to renew, runs to its end date; ended: over. */
export type PlanState = 'renewing' | 'ending' | 'ended';

const ms = (t: string | Date) => (typeof t === 'string' ? Date.parse(t) : t.getTime());

export function planState(plan: { renews: boolean; periodEnd: string }, now: Date): PlanState {
  if (ms(plan.periodEnd) <= now.getTime()) return 'ended';
  return plan.renews ? 'renewing' : 'ending';
}

/**
 * A plan that renews on our side (the sandbox) renews in the last sweep before its end, so the new period
 * follows the old one without a Free gap: due when its end is at most `aheadMs` away (or already passed).
 */
export function renewalDue(
  plan: { renews: boolean; periodEnd: string },
  now: Date,
  aheadMs: number,
): boolean {
  return plan.renews && ms(plan.periodEnd) - now.getTime() <= aheadMs;
}

/**
 * The reminder of a renewal that will happen: once per period (remindedFor = the period end it was sent
 * for), within RENEWAL_REMINDER_DAYS days before the end, never after it.
 */
export function reminderDue(
  plan: { renews: boolean; periodEnd: string; remindedFor: string | null },
  now: Date,
): boolean {
  if (!plan.renews || plan.remindedFor === plan.periodEnd) return false;
  const left = ms(plan.periodEnd) - now.getTime();
  return left > 0 && left <= RENEWAL_REMINDER_DAYS * DAY_MS;
}

/** "Renews on …", "Ends on …" or "Ended on …" with the date as the page formats it. */
export function planStatusText(state: PlanState, date: string): string {
  switch (state) {
    case 'renewing':
      return `Renews on ${date}`;
    case 'ending':
      return `Ends on ${date}`;
    case 'ended':
      return `Ended on ${date}`;
  }
}
