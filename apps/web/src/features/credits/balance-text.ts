import { hasUnlimitedGenerations, monthlySubscriptionCredits } from '@muse/domain';
import type { SubscriptionValue } from '@muse/contracts';

/** A calendar date as the dialog shows it: "Dec 23, 2026". */
export function formatDay(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }).format(date);
}

/**
 * The credits dialog's line about the renewal of subscription credits. Subscription credits last to the
 * end of the monthly period (`subscriptionCreditsExpireOn`), when a plan with monthly credits gets a new
 * allowance; without such a plan the remaining ones simply run out then.
 */
export function renewalLine(input: {
  subscription: SubscriptionValue;
  subscriptionCredits: number;
  subscriptionCreditsExpireOn: string | null;
}): string {
  const monthly = monthlySubscriptionCredits(input.subscription);
  const on = input.subscriptionCreditsExpireOn;
  if (on && monthly > 0)
    return `Your ${monthly.toLocaleString('en-US')} subscription credits renew on ${formatDay(on)}.`;
  if (on && input.subscriptionCredits > 0)
    return `Your ${input.subscriptionCredits.toLocaleString('en-US')} subscription credits expire on ${formatDay(on)}.`;
  if (monthly > 0) return `Your plan adds ${monthly.toLocaleString('en-US')} credits every month.`;
  return 'Credits you earn or buy never expire. Pro, Premium and Ultimate add monthly credits.';
}

/** An unlimited-generation note shows for Ultimate, Premium or Pro. */
export function unlimitedNote(subscription: SubscriptionValue): string | null {
  return hasUnlimitedGenerations(subscription)
    ? 'Unlimited generations with the built-in models; hosted models use credits.'
    : null;
}
