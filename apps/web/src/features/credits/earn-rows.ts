import type { CreditsSummaryReply, OnetimeItems, ReferralItem } from '@muse/contracts';
import {
  DAILY_CLAIM_DONE_TEXT,
  INSIGHT_MAX_CREDITS,
  INSIGHT_MIN_CREDITS,
  ONETIME_ITEMS,
  REFERRAL_CREDITS,
  canSeeDailyClaim,
  canSeeGame,
  type OnetimeItemId,
} from '@muse/domain';

/**
 * The rows of the credits dialog's earn table:
 * - daily claim, hidden for accounts 30 days old or more; "Come back tomorrow for more" once claimed;
 * - Play Game (Guess the Best) only for accounts newer than 7 days; "come back tomorrow" once played;
 * - The Insight, hidden when the game is over for today;
 * - one-time items with Claim while claimable; referral items with Claim; the referral rules; the streak;
 * - guests see only the Update Email prompt.
 */

export type ClaimKind = 'daily' | 'onetime' | 'referral';
export type OpenTarget = 'guessTheBest' | 'insight' | 'shareRules' | 'streak' | 'updateEmail';

export type EarnAction =
  /** a Claim button: POSTs the claim, then the row leaves the table */
  | { kind: 'claim'; claim: ClaimKind; id: string }
  /** a button opening another dialog */
  | { kind: 'open'; target: OpenTarget; label: string }
  /** nothing to click: a line saying why (e.g. "Come back tomorrow for more") */
  | { kind: 'note'; text: string }
  /** the row's state is still loading */
  | { kind: 'loading' };

export interface EarnRow {
  key: string;
  title: string;
  /** what the row pays, as shown: "+10", "Up to 35", "1–5" */
  reward: string;
  action: EarnAction;
}

export interface EarnInput {
  isGuest: boolean;
  /** the account's creation time (the session's createdOn) */
  createdOn: string;
  now: Date;
  summary: CreditsSummaryReply;
  /** Guess the Best: each level's reward still claimable today; null while loading */
  gameDaily: readonly number[] | null;
  /** The Insight ended for today (a wrong answer, the day's wins, or a server error) */
  insightOver: boolean;
  /** unclaimed referrals; null while loading or when they failed to load */
  referrals: readonly ReferralItem[] | null;
  /**
   * the streak: its length and how many reached rewards wait for a claim; null while loading; 'unavailable'
   * when it failed to load (the row still opens the streak dialog, which says why and retries)
   */
  streak: { days: number; waiting: number } | 'unavailable' | null;
}

/** How each one-time item is earned while it cannot be claimed yet (`canvaSignin` only shows when claimable). */
const ONETIME_HINTS: Record<OnetimeItemId, string | null> = {
  email: 'Add your email to earn',
  emailReview: 'After you send us a review',
  canvaSignin: null,
};

const plus = (credits: number) => `+${credits.toLocaleString('en-US')}`;

export function earnRows(input: EarnInput): EarnRow[] {
  if (input.isGuest) return [updateEmailRow(input.summary.onetime)];
  const rows: EarnRow[] = [];

  if (canSeeDailyClaim(input.createdOn, input.now)) {
    const { daily } = input.summary;
    rows.push({
      key: 'daily',
      title: 'Daily credits',
      reward: daily > 0 ? plus(daily) : '',
      action:
        daily > 0
          ? { kind: 'claim', claim: 'daily', id: 'daily' }
          : { kind: 'note', text: DAILY_CLAIM_DONE_TEXT },
    });
  }

  if (canSeeGame(input.createdOn, input.now)) rows.push(gameRow(input.gameDaily));

  if (!input.insightOver) {
    rows.push({
      key: 'insight',
      title: 'The Insight',
      reward: `${INSIGHT_MIN_CREDITS}–${INSIGHT_MAX_CREDITS}`,
      action: { kind: 'open', target: 'insight', label: 'Play' },
    });
  }

  for (const [item, entry] of onetimeEntries(input.summary.onetime)) {
    if (!entry._id && !ONETIME_HINTS[item]) continue;
    rows.push({
      key: `onetime:${item}`,
      title: ONETIME_ITEMS[item].label,
      reward: plus(entry.credits),
      action: entry._id
        ? { kind: 'claim', claim: 'onetime', id: entry._id }
        : { kind: 'note', text: ONETIME_HINTS[item] ?? '' },
    });
  }

  for (const referral of input.referrals ?? []) {
    rows.push({
      key: `referral:${referral._id}`,
      title: 'A friend joined',
      reward: plus(referral.credits),
      action: { kind: 'claim', claim: 'referral', id: referral._id },
    });
  }

  rows.push({
    key: 'referrals',
    title: 'Referral credits',
    reward: `${plus(REFERRAL_CREDITS)} a friend`,
    action: { kind: 'open', target: 'shareRules', label: 'Share' },
  });

  rows.push(streakRow(input.streak));
  return rows;
}

function updateEmailRow(onetime: OnetimeItems): EarnRow {
  const credits = onetime.email?.credits ?? ONETIME_ITEMS.email.credits;
  return {
    key: 'onetime:email',
    title: 'Update Email',
    reward: plus(credits),
    action: { kind: 'open', target: 'updateEmail', label: 'Update email' },
  };
}

function gameRow(gameDaily: readonly number[] | null): EarnRow {
  const title = 'Play Guess the Best';
  if (!gameDaily) return { key: 'game', title, reward: '', action: { kind: 'loading' } };
  const left = gameDaily.reduce((sum, d) => sum + d, 0);
  if (left === 0)
    return { key: 'game', title, reward: '', action: { kind: 'note', text: DAILY_CLAIM_DONE_TEXT } };
  return {
    key: 'game',
    title,
    reward: `Up to ${left.toLocaleString('en-US')}`,
    action: { kind: 'open', target: 'guessTheBest', label: 'Play' },
  };
}

function streakRow(streak: EarnInput['streak']): EarnRow {
  const title = 'Streak rewards';
  if (!streak) return { key: 'streak', title, reward: '', action: { kind: 'loading' } };
  if (streak === 'unavailable')
    return { key: 'streak', title, reward: '', action: { kind: 'open', target: 'streak', label: 'View' } };
  return {
    key: 'streak',
    title,
    reward: `${streak.days}-day streak`,
    action: { kind: 'open', target: 'streak', label: streak.waiting > 0 ? 'Claim' : 'View' },
  };
}

function onetimeEntries(onetime: OnetimeItems) {
  const out: [OnetimeItemId, NonNullable<OnetimeItems[OnetimeItemId]>][] = [];
  for (const item of Object.keys(ONETIME_ITEMS) as OnetimeItemId[]) {
    const entry = onetime[item];
    if (entry) out.push([item, entry]);
  }
  return out;
}

/**
 * The credits button's dot: a daily claim is available, or the game (for accounts newer than 7 days)
 * has not been played today. Guests have neither.
 */
export function showsEarnBadge(input: {
  isGuest: boolean;
  createdOn: string;
  now: Date;
  daily: number | null;
  gameDaily: readonly number[] | null;
}): boolean {
  if (input.isGuest) return false;
  if ((input.daily ?? 0) > 0) return true;
  return canSeeGame(input.createdOn, input.now) && (input.gameDaily ?? []).some((d) => d > 0);
}

/** The summary after a claim: the claimed row leaves the table. */
export function withoutClaimed(
  summary: CreditsSummaryReply,
  claim: Exclude<ClaimKind, 'referral'>,
  id: string,
): CreditsSummaryReply {
  if (claim === 'daily') return { ...summary, daily: 0 };
  const onetime: OnetimeItems = {};
  for (const [item, entry] of onetimeEntries(summary.onetime)) if (entry._id !== id) onetime[item] = entry;
  return { ...summary, onetime };
}
