import { canStartTrial, toTier, type Tier } from '@muse/domain';
import { isGuestCaller, type Caller } from '../../platform/http/auth-guard';
import { conflict, forbidden, type HttpError } from '../../platform/http/errors';
import type { UserSubscriptionState } from './subscriptions.repository';

/** The tier a users row holds as of `now`: one whose end has passed is Free even before the sweep runs. */
export function currentTier(
  user: Pick<UserSubscriptionState, 'subscription' | 'subscriptionUntil'>,
  now: Date,
): Tier {
  if (user.subscriptionUntil !== null && Date.parse(user.subscriptionUntil) <= now.getTime()) return '';
  return toTier(user.subscription);
}

/** Trials are for email accounts: a guest is refused outright (403). */
export function assertMayTryOut(caller: Caller): void {
  if (isGuestCaller(caller)) {
    throw forbidden('Sign in with your email to start a trial.');
  }
}

/** Why this account may not start a trial now (409), or null when it may: one trial, and only from Free. */
export function trialRefusal(user: UserSubscriptionState, now: Date): HttpError | null {
  const tier = currentTier(user, now);
  if (canStartTrial({ tier, hadTrial: user.hadTrial === 1, isGuest: user.isGuest === 1 })) return null;
  if (user.hadTrial === 1) return conflict('trial_used', 'This account has already had its trial.');
  return conflict('already_subscribed', 'This account already has a subscription.');
}
