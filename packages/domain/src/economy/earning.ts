/**
 * Ways to earn credits: the daily claim, the game, referrals and the one-time items of the credits panel.
 * Amounts the spec does not give are marked "chosen".
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** "daily claim visible under 30 days of account age" */
export const DAILY_CLAIM_MAX_ACCOUNT_DAYS = 30;
/** Chosen: 10 credits a day (enough for a few local images, not a living). */
export const DAILY_CLAIM_CREDITS = 10;
export const DAILY_CLAIM_DONE_TEXT = 'Come back tomorrow for more';

/** "game under 7 days" (Guess the Best row only for accounts newer than 7 days). */
export const GAME_MAX_ACCOUNT_DAYS = 7;

/** "referral reward 50 credits" */
export const REFERRAL_CREDITS = 50;

/** The one-time items of the credits summary: named rewards, each claimable once. */
export const ONETIME_ITEMS = {
  /** a guest who adds an email (the "Update Email" row, the only one guests see); chosen 20 */
  email: { credits: 20, label: 'Update your email' },
  /** "email review reward shown out of 100" */
  emailReview: { credits: 100, label: 'Review us by email' },
  /** signing in from the design-tool embed; chosen 20 */
  canvaSignin: { credits: 20, label: 'Sign in from Canva' },
} as const;
export type OnetimeItemId = keyof typeof ONETIME_ITEMS;
export const ONETIME_ITEM_IDS = Object.keys(ONETIME_ITEMS) as OnetimeItemId[];

/** Whole days since the account was created (0 on the first day). */
export function accountAgeDays(createdOn: string | Date, now: Date = new Date()): number {
  const created = typeof createdOn === 'string' ? Date.parse(createdOn) : createdOn.getTime();
  return Math.floor((now.getTime() - created) / DAY_MS);
}

export function canSeeDailyClaim(createdOn: string | Date, now: Date = new Date()): boolean {
  return accountAgeDays(createdOn, now) < DAILY_CLAIM_MAX_ACCOUNT_DAYS;
}

export function canSeeGame(createdOn: string | Date, now: Date = new Date()): boolean {
  return accountAgeDays(createdOn, now) < GAME_MAX_ACCOUNT_DAYS;
}

/** The UTC calendar day of a moment, `YYYY-MM-DD`: "one claim per day" and streak days count in it. */
export function dayKey(at: Date = new Date()): string {
  return at.toISOString().slice(0, 10);
}

/** The one-time items a user may see: guests see only the "Update Email" prompt. */
export function visibleOnetimeItems(isGuest: boolean): readonly OnetimeItemId[] {
  return isGuest ? ['email'] : ONETIME_ITEM_IDS.filter((id) => id !== 'email');
}

/**
 * The one-time items a user is shown: the visible ones, plus any the user has earned and not yet claimed —
 * an account that was a guest keeps the "Update Email" reward it earned by adding its email until it claims it.
 */
export function shownOnetimeItems(isGuest: boolean, earned: Iterable<OnetimeItemId>): OnetimeItemId[] {
  const shown = new Set<OnetimeItemId>(visibleOnetimeItems(isGuest));
  for (const id of earned) shown.add(id);
  return ONETIME_ITEM_IDS.filter((id) => shown.has(id));
}
