import { mediaUrl } from '../../platform/storage';

/**
 * Category pictures are stored as blob keys, not URLs, so a private picture gets a fresh signed link each
 * time it is listed instead of one that expired. Anything else stored there is returned as it is.
 */
export function mediaUrlOfKey(key: string | null, secret: string): string | null {
  if (!key) return null;
  return key.startsWith('public/') || key.startsWith('private/') ? mediaUrl(key, secret) : key;
}
