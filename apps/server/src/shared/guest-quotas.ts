import type { Database, Kysely } from '@muse/db';
import {
  GUEST_REACTIONS_PER_ADDRESS,
  GUEST_REACTIONS_WINDOW_SECONDS,
  VISITOR_LIKES_PER_ADDRESS,
  VISITOR_LIKES_WINDOW_SECONDS,
  VISITOR_REPORTS_PER_ADDRESS,
  VISITOR_REPORTS_WINDOW_SECONDS,
  VISITOR_VIEWS_PER_ADDRESS,
  VISITOR_VIEWS_WINDOW_SECONDS,
} from '@muse/domain';
import { AddressQuota, type QuotaRule } from './address-quota';

/**
 * How long the address a guest was created from is remembered (its `address_events` row of kind 'guest'):
 * a guest's reactions count against that address for this long; after it, against the guest alone.
 */
export const GUEST_ORIGIN_KEEP_SECONDS = 30 * 24 * 60 * 60;

const GUEST_REACTIONS: QuotaRule = {
  kind: 'guest_reaction',
  max: GUEST_REACTIONS_PER_ADDRESS,
  windowSeconds: GUEST_REACTIONS_WINDOW_SECONDS,
  message: (minutes) =>
    `Guests can like or dislike ${GUEST_REACTIONS_PER_ADDRESS} times an hour from one address. Try again in ${minutes} minutes, or sign in with your email.`,
};

/**
 * Counts one like or dislike by a guest (images, tracks and extensions share the count) or throws a 429.
 * Counted against the address the guest was created from, not the one it reacts from: making guests is
 * quota'd per address too, so a farm of guests from one address shares one small budget however it connects.
 */
export async function takeGuestReaction(db: Kysely<Database>, guestId: string): Promise<void> {
  const quota = new AddressQuota(db);
  const origin = (await quota.addressOf('guest', guestId)) ?? `guest:${guestId}`;
  await quota.take(GUEST_REACTIONS, origin, guestId);
}

const VISITOR_VIEWS: QuotaRule = {
  kind: 'visitor_view',
  max: VISITOR_VIEWS_PER_ADDRESS,
  windowSeconds: VISITOR_VIEWS_WINDOW_SECONDS,
  message: () => 'Too many views from this address.',
};

/**
 * Whether a signed-out visitor's view may count: a new browser without a cookie is a new viewer, so one
 * address counts at most VISITOR_VIEWS_PER_ADDRESS views an hour; past that, views are shown but not counted.
 */
export function takeVisitorView(db: Kysely<Database>, address: string): Promise<boolean> {
  return new AddressQuota(db).tryTake(VISITOR_VIEWS, address);
}

const VISITOR_LIKES: QuotaRule = {
  kind: 'visitor_like',
  max: VISITOR_LIKES_PER_ADDRESS,
  windowSeconds: VISITOR_LIKES_WINDOW_SECONDS,
  message: (minutes) =>
    `Too many likes from this address (${VISITOR_LIKES_PER_ADDRESS} an hour). Try again in ${minutes} minutes, or sign in.`,
};

/**
 * Counts one new like by a signed-out visitor against its address or throws a 429; returns the event's id,
 * to give back when the like turned out to exist already.
 */
export function takeVisitorLike(db: Kysely<Database>, address: string, visitor: string): Promise<string> {
  return new AddressQuota(db).take(VISITOR_LIKES, address, visitor);
}

const VISITOR_REPORTS: QuotaRule = {
  kind: 'visitor_report',
  max: VISITOR_REPORTS_PER_ADDRESS,
  windowSeconds: VISITOR_REPORTS_WINDOW_SECONDS,
  message: (minutes) =>
    `Too many reports from this address (${VISITOR_REPORTS_PER_ADDRESS} an hour). Try again in ${minutes} minutes, or sign in.`,
};

/** Counts one report by a signed-out visitor against its address or throws a 429; returns the event's id. */
export function takeVisitorReport(db: Kysely<Database>, address: string, visitor: string): Promise<string> {
  return new AddressQuota(db).take(VISITOR_REPORTS, address, visitor);
}

/** Gives back a counted visitor action that did not happen (a like or report already there). */
export function releaseQuota(db: Kysely<Database>, eventId: string): Promise<void> {
  return new AddressQuota(db).release(eventId);
}
