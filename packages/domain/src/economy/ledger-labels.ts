/**
 * What a line of the credits history says (the account page): the credits ledger's reasons as a person
 * reads them. Reasons are written by the modules that move credits ("image abc", "earn:daily:2026-11-27",
 * "purchase:credits-small"); an unknown one reads as a plain adjustment, never as the raw reason.
 */
const LABELS: readonly [RegExp, string | ((match: RegExpMatchArray) => string)][] = [
  [/^refund: image /, 'Refund for an image that failed'],
  [/^image /, 'Image created'],
  [/^download /, 'Image download'],
  [/^purchase:/, 'Credits bought'],
  [/^subscription credits expired$/, 'Plan credits expired'],
  [/^subscription credits: (.+)$/, (m) => `${m[1]} plan credits`],
  [/^earn:daily:/, 'Daily free credits'],
  [/^earn:streak:/, 'Streak reward'],
  [/^earn:referral:/, 'Referral reward'],
  [/^earn:game:/, 'Guess the Best reward'],
  [/^earn:insight:/, 'The Insight reward'],
  [/^earn:onetime:/, 'Bonus credits'],
  [/^moved from guest /, 'From your guest session'],
  [/^moved to account /, 'Moved to your account'],
  [/^admin: /, 'Added by the team'],
];

export const LEDGER_FALLBACK_LABEL = 'Adjustment';

export function ledgerEntryLabel(reason: string): string {
  for (const [pattern, label] of LABELS) {
    const match = reason.match(pattern);
    if (match) return typeof label === 'string' ? label : label(match);
  }
  return LEDGER_FALLBACK_LABEL;
}
