/** Guests have user ids starting with 'guest' and count as not logged in for login-only features. */
export const GUEST_ID_PREFIX = 'guest';

export function isGuestId(userId: string | null | undefined): boolean {
  return typeof userId === 'string' && userId.startsWith(GUEST_ID_PREFIX);
}

/** The placeholder email a guest shows until it signs in by email ("placeholder email beginning with guest"). */
export function guestPlaceholderEmail(userId: string): string {
  return `${userId}@guest.invalid`;
}

/** Admins are the users whose emails are listed in ADMIN_EMAILS (compared case-insensitively). */
export function isAdminEmail(email: string | null | undefined, adminEmails: readonly string[]): boolean {
  if (!email) return false;
  const e = email.trim().toLowerCase();
  return adminEmails.some((a) => a.trim().toLowerCase() === e);
}
