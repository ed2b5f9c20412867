import { publicMediaUrl, signMediaUrl } from '../../platform/storage';
import { PRIVATE_URL_SECONDS } from '../images';

/**
 * Category pictures are stored as blob keys, not URLs, so a private picture gets a fresh signed link each
 * time it is listed instead of one that expired. Anything else stored there is returned as it is.
 */
export function mediaUrlOfKey(key: string | null, secret: string): string | null {
  if (!key) return null;
  if (key.startsWith('public/')) return publicMediaUrl(key);
  if (key.startsWith('private/')) return signMediaUrl(key, { secret, expiresInSeconds: PRIVATE_URL_SECONDS });
  return key;
}
