import type { ReferralLandedBody } from '@muse/contracts';

/** The viewer routes whose last segment names the shared item (a share link is `/images/<filename>?ref=`). */
const ITEM_PATH = /^\/(?:images|video|music)\/([^/]+)\/?$/;
const MAX_REF = 100;
const MAX_IMAGE_REF = 200;

/**
 * The landing to report when the app opens on a share link (`?ref=<sharer's userId>`), or null when the
 * address carries none. The shared image is the filename of a viewer path, when it is one.
 */
export function referralLanding(pathname: string, search: string): ReferralLandedBody | null {
  const ref = new URLSearchParams(search).get('ref')?.trim();
  if (!ref || ref.length > MAX_REF) return null;
  const match = ITEM_PATH.exec(pathname);
  let imageRef: string | undefined;
  if (match) {
    try {
      imageRef = decodeURIComponent(match[1]!);
    } catch {
      imageRef = undefined;
    }
  }
  if (imageRef && imageRef.length > MAX_IMAGE_REF) imageRef = undefined;
  return imageRef ? { ref, imageRef } : { ref };
}

/** The browser-session key that makes a landing reported once, however often the page reloads. */
export function landingKey(landing: ReferralLandedBody): string {
  return `muse.referral.landed:${landing.ref}:${landing.imageRef ?? ''}`;
}
