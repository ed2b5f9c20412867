import { isGuestId } from '@muse/domain';

/**
 * Who may open the helper chat (assistant-workspace.md §4 "Helper chat: shown only if logged in; otherwise
 * the login modal appears", §6 "requires a logged-in user ... a guest option only for the image view", §1
 * guest ids count as not logged in). So guests may use it on the image view (/images) only.
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
