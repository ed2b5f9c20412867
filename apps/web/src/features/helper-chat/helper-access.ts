import { isGuestId } from '@muse/domain';
import type { HandOff } from '@muse/domain';

/**
 * Who may open the helper chat: a logged-in user; anyone else gets the login modal. Guest ids count as not
 * logged in, but guests have an option on the image view, so they may use it on /images only.
 */
export function canOpenHelperChat(
  session: { userId: string; isGuest?: boolean } | null,
  pathname: string,
): boolean {
  if (!session) return false;
  const guest = session.isGuest === true || isGuestId(session.userId);
  return !guest || pathname === '/images' || pathname.startsWith('/images/');
}

/** Chosen: the button stays off the assistant pages (/app/…) and /chat, which are chats themselves. */
export function showsHelperButton(pathname: string): boolean {
  return !['/app', '/chat'].some((path) => pathname === path || pathname.startsWith(`${path}/`));
}

/** The message when the server names no office for the helper chat. */
export const HELPER_NOT_SET_UP = "The help chat isn't set up on this server yet.";

/** The generator page a hand-off opens, its prompt in `s` (which /images and /music read as their starting text). */
export function handOffPath({ target, prompt }: HandOff): string {
  return prompt ? `/${target}?s=${encodeURIComponent(prompt)}` : `/${target}`;
}
