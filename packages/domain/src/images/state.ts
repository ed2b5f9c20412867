/**
 * Generation state of an item, and the outcome of a finished one.
 * The state follows the timestamps; the outcome of a finished item follows its image URL and message.
 */
export const ITEM_STATES = ['draft', 'requested', 'started', 'finished'] as const;
export type ItemState = (typeof ITEM_STATES)[number];

export const ITEM_OUTCOMES = [
  'ready',
  'no-credits',
  'blocked-internal',
  'blocked-external',
  'failed',
] as const;
export type ItemOutcome = (typeof ITEM_OUTCOMES)[number];

/** The message of an item that finished without an image because the balance could not pay for it. */
export const NO_CREDITS_MARKER = 'no-credits';
/** The message of an item our own safety filter blocked. */
export const INTERNAL_FILTER_MARKER = 'internal-filter';
/** The message of an item the model provider's filter blocked (the spec's "other blocks"). */
export const EXTERNAL_FILTER_MARKER = 'external-filter';

type Stamp = string | number | Date | null | undefined;

export interface ItemTimes {
  requestedOn?: Stamp;
  startedOn?: Stamp;
  finishedOn?: Stamp;
}

export interface ItemResult {
  imageUrl?: string | null;
  message?: string | null;
}

/** The latest timestamp that is set wins: finished, then started, then requested; none is a draft. */
export function itemState(item: ItemTimes): ItemState {
  if (item.finishedOn) return 'finished';
  if (item.startedOn) return 'started';
  if (item.requestedOn) return 'requested';
  return 'draft';
}

/** Requested or started, not finished. */
export function isItemPending(item: ItemTimes): boolean {
  const state = itemState(item);
  return state === 'requested' || state === 'started';
}

export function hasUsableImage(item: ItemResult): boolean {
  return typeof item.imageUrl === 'string' && item.imageUrl.trim() !== '';
}

/**
 * How a finished item ended, or null while it is not finished. A usable image wins; otherwise the message
 * markers decide (a marker may be followed by detail, e.g. "internal-filter: violence"); a finished item with
 * no image and no known marker failed and may be restarted.
 */
export function itemOutcome(item: ItemTimes & ItemResult): ItemOutcome | null {
  if (itemState(item) !== 'finished') return null;
  if (hasUsableImage(item)) return 'ready';
  const message = item.message ?? '';
  if (message.startsWith(NO_CREDITS_MARKER)) return 'no-credits';
  if (message.startsWith(INTERNAL_FILTER_MARKER)) return 'blocked-internal';
  if (message.startsWith(EXTERNAL_FILTER_MARKER)) return 'blocked-external';
  return 'failed';
}

/** A no-credits item offers retry if the balance is enough, otherwise a credit purchase. */
export function noCreditsAction(balance: number, cost: number): 'retry' | 'buy-credits' {
  return balance >= cost ? 'retry' : 'buy-credits';
}

/** A failed item can be restarted; so can a no-credits item (its retry). Blocked items cannot. */
export function canRestartItem(item: ItemTimes & ItemResult): boolean {
  const outcome = itemOutcome(item);
  return outcome === 'failed' || outcome === 'no-credits';
}

/** A request can be cancelled only while it waits, before a worker started it. */
export function canCancelItem(item: ItemTimes): boolean {
  return itemState(item) === 'requested';
}
