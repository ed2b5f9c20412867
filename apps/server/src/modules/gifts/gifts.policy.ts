import type { FastifyRequest } from 'fastify';
import { isGuestCaller, requireUser, type Caller } from '../../platform/http/auth-guard';
import { HttpError } from '../../platform/http/errors';
import type { GiftCardRow } from './gifts.repository';

/**
 * Who may do what with gift cards. Making and redeeming one needs an email account (it needs a login, and
 * guests count as not logged in): visitors get 401, guests 403 — a guest is asked to add an email rather than
 * to sign in from nothing. Reading a card's amount or status needs nothing: the recipient's page reads them
 * before signing in.
 */
export function requireEmailAccount(req: FastifyRequest, doing: 'make' | 'redeem'): Caller {
  const caller = requireUser(req);
  if (isGuestCaller(caller)) {
    throw new HttpError(
      403,
      'email_required',
      doing === 'make'
        ? 'Sign in with your email to make a gift card.'
        : 'Sign in with your email to redeem a gift card, so the subscription stays yours.',
    );
  }
  return caller;
}

/**
 * Why `userId` may not redeem this card now, or null when they may. A card is meant for someone else (the
 * streak reward is "a 1-week gift card to give away"), so its buyer cannot redeem it themselves.
 */
export function redeemRefusal(card: GiftCardRow, userId: string): HttpError | null {
  if (card.amount === null)
    return new HttpError(409, 'not_paid', 'This gift card is not paid yet. Try again in a moment.');
  if (card.redeemedOn !== null && card.redeemedBy !== userId)
    return new HttpError(409, 'already_redeemed', 'This gift card has already been redeemed.');
  if (card.buyerId === userId)
    return new HttpError(
      403,
      'own_gift_card',
      'This is your own gift card: share its link with the person it is for.',
    );
  return null;
}
