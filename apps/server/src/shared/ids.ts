import { randomBytes } from 'node:crypto';
import { GUEST_ID_PREFIX } from '@muse/domain';

/** 24 hex characters, like the document ids the spec's clients expect in `_id`. */
export function newId(): string {
  return randomBytes(12).toString('hex');
}

export function newGuestId(): string {
  return `${GUEST_ID_PREFIX}${randomBytes(12).toString('hex')}`;
}

export const nowIso = (): string => new Date().toISOString();

let lastMs = 0;
let sequence = 0;

/**
 * 24 hex characters that sort in the order they were made, in this process: the time in milliseconds,
 * a counter within that millisecond, then randomness. For rows shown newest first whose times can tie
 * (two changes of a balance in one request).
 */
export function newOrderedId(): string {
  const ms = Date.now();
  sequence = ms === lastMs ? sequence + 1 : 0;
  lastMs = ms;
  return (
    ms.toString(16).padStart(12, '0') +
    sequence.toString(16).padStart(4, '0') +
    randomBytes(4).toString('hex')
  );
}
