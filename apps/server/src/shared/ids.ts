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
