import { REPORT_TYPES, type ReportType } from './images/reports';

/**
 * Moderation rules (issue #19): what the five report types are called, how reports of one item add up, and
 * whom an admin may ban. A ban ends the account's sessions, refuses its sign-ins and hides its public items
 * from everyone but admins until it is lifted.
 */

/** The five report types as people read them (the viewer's menu, the admin's list). */
export const REPORT_TYPE_LABELS: Record<ReportType, string> = {
  inappropriate: 'Inappropriate',
  explicit: 'Explicit',
  offensive: 'Offensive',
  violence: 'Violence',
  other: 'Other',
};

/** An item's reports by type, every type present (0 when none), in the spec's order. */
export function reportCounts(rows: readonly { type: string; count: number }[]): Record<ReportType, number> {
  const counts = Object.fromEntries(REPORT_TYPES.map((t) => [t, 0])) as Record<ReportType, number>;
  for (const row of rows) {
    if ((REPORT_TYPES as readonly string[]).includes(row.type)) counts[row.type as ReportType] += row.count;
  }
  return counts;
}

/** What a banned account is told when it tries to sign in. */
export const BANNED_SIGN_IN_MESSAGE =
  'This account has been suspended, so it cannot sign in. If you think this is a mistake, contact us.';

export type BanRefusal = 'self' | 'admin';

/** Why an admin may not ban this account, or null when it may: never oneself, never another admin. */
export function banRefusal(actorId: string, target: { id: string; isAdmin: boolean }): BanRefusal | null {
  if (actorId === target.id) return 'self';
  if (target.isAdmin) return 'admin';
  return null;
}

export const BAN_REFUSAL_MESSAGES: Record<BanRefusal, string> = {
  self: 'You cannot ban your own account.',
  admin: 'Admins cannot be banned. Remove the address from ADMIN_EMAILS first.',
};
