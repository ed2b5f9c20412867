import { canOpenSetup, checkSafety, type OfficeAccess } from '@muse/domain';
import { isGuestCaller, type Caller } from '../../platform/http/auth-guard';
import { forbidden, unauthorized } from '../../platform/http/errors';

/**
 * Who may do what with feedback and forms. Anyone sends feedback, demo requests and dialog forms (visitors
 * and guests under a per-address quota); only an office's owner and admins read what its page received. As in
 * offices.policy.ts: signed out or a guest → 401, signed in → 403; a missing office is a 404 first.
 */
export function assertCanReadSubmissions(office: OfficeAccess, caller: Caller | null): void {
  if (canOpenSetup(office, { userId: caller?.userId ?? null, isAdmin: caller?.isAdmin ?? false })) return;
  if (!caller || isGuestCaller(caller)) throw unauthorized('Sign in with your email to do this.');
  throw forbidden('Only the owner of this office can read the requests and forms it received.');
}

/** Everyone without an account (visitors, guests) sends under a per-address quota. */
export const isQuotaed = (caller: Caller | null): boolean => !caller || isGuestCaller(caller);

/** Only an account (not a guest) earns the one-time review reward. */
export const earnsReviewReward = (caller: Caller | null): caller is Caller =>
  caller !== null && !isGuestCaller(caller);

/**
 * Whether a review may be shown publicly (client reviews): its sender agreed, is signed in (an account or a
 * guest; a visitor's review is kept but never shown), and the text and name pass the content filter.
 */
export function mayPublish(
  caller: Caller | null,
  consent: boolean | undefined,
  review: string,
  name: string | null,
): boolean {
  if (consent !== true || caller === null) return false;
  return checkSafety(review).safe && (name === null || checkSafety(name).safe);
}

/** "pt-BR" → "pt": reviews are kept and listed by language, not by region. */
export const primaryLanguage = (tag: string): string => tag.split('-')[0]!.toLowerCase();
