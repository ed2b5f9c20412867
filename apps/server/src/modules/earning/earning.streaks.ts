import type { StreakClaimReply, StreakReward, StreakRewardsReply } from '@muse/contracts';
import {
  STREAK_MILESTONES,
  STREAK_REWARDS,
  currentStreak,
  dayKeyIn,
  isGuestId,
  reachedMilestones,
  type StreakMilestone,
} from '@muse/domain';
import { notFound, serviceUnavailable } from '../../platform/http/errors';
import { alreadyClaimed, type Claims } from './earning.claims';
import type { ClaimRow, EarningRepository } from './earning.repository';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Milestones start over after the last one (30 days). */
const CYCLE_DAYS = STREAK_MILESTONES[STREAK_MILESTONES.length - 1]!;
/** Days read to measure a streak: a longer streak counts as this long (it has cycled 36 times by then). */
const STREAK_READ_LIMIT = 1100;
/**
 * Days read first: a streak shorter than this (less the days a zone change may put ahead of today) is
 * measured exactly from them, so the session, read on every page, costs one small indexed read.
 */
const RECENT_DAYS = 40;
const DAYS_AHEAD_MAX = 2;
/** The activity cache forgets everything past this many users (it refills at one insert per user). */
const CACHE_MAX = 100_000;

/** The gift-cards module's way to issue a card (built later; see the module factory). */
export type IssueGiftCard = (req: {
  userId: string;
  giftTier: '1week';
  reason: string;
}) => Promise<{ id: string }>;

/** Whose streak: the user id, and the user's time zone once known (days are calendar days there). */
export type StreakUser = string | { id: string; zoneinfo?: string | null };

/**
 * Daily activity streaks and their rewards: milestones at 7, 14 and 30 days, cycling after 30.
 *
 * A day counts when a signed-in user makes an API request that day, in the user's time zone once the user
 * told it (POST /offices/updateProfile), UTC until then. A zone set later moves "today" by at most a day
 * either way: a day recorded ahead of today is ignored until it comes, and no day is skipped, so a streak
 * never breaks because its zone changed. Recording costs one insert-or-ignore per user per day per process:
 * an in-memory map remembers each user's last recorded day, so every other request of the day costs a map
 * lookup. Several processes each insert once; the primary key keeps one row.
 *
 * A reward is identified by the streak's first day, the cycle and the milestone (`2026-11-01:0:7`), so a
 * new streak reaches new rewards and a claimed one stays claimed. Reached rewards are kept until claimed
 * even if the streak breaks.
 */
export class Streaks {
  /** the day last recorded per user (in the user's zone) */
  private readonly recorded = new Map<string, string>();

  constructor(
    private readonly repo: EarningRepository,
    private readonly claims: Claims,
    private readonly issueGiftCard: IssueGiftCard | undefined,
  ) {}

  /** Records today as an active day of the user (cheap after the first call of the day). */
  async touch(who: StreakUser, now = new Date()): Promise<void> {
    const { userId, today } = resolve(who, now);
    if (this.recorded.get(userId) === today) return;
    if (this.recorded.size >= CACHE_MAX) this.recorded.clear();
    const inserted = await this.repo.insertActivityDay(userId, today);
    this.recorded.set(userId, today);
    // The first visit of a day may reach a milestone: record the reward now, so it is kept even if the
    // user never opens the streak dialog before the streak breaks. Guests earn none (their days move to
    // the account they sign in to, which then reaches the rewards).
    if (inserted && !isGuestId(userId)) await this.recordReached(who, now, { onlyToday: true });
  }

  /**
   * The current streak: its length and first day (null when there is none). Reads the newest days first
   * and all of them (up to the limit) only when the streak may be longer than those.
   */
  async streak(who: StreakUser, now = new Date()): Promise<{ length: number; start: string | null }> {
    const { userId, today } = resolve(who, now);
    let days = await this.repo.activityDays(userId, RECENT_DAYS);
    let length = currentStreak(days, today);
    if (days.length === RECENT_DAYS && length >= RECENT_DAYS - DAYS_AHEAD_MAX) {
      days = await this.repo.activityDays(userId, STREAK_READ_LIMIT);
      length = currentStreak(days, today);
    }
    if (length === 0) return { length, start: null };
    const last = days.includes(today) ? today : shiftDay(today, -1);
    return { length, start: shiftDay(last, -(length - 1)) };
  }

  async list(who: StreakUser, now = new Date()): Promise<StreakRewardsReply> {
    const userId = typeof who === 'string' ? who : who.id;
    const { length, start } = await this.recordReached(who, now, { onlyToday: false });
    const rows = (await this.claims.list(userId, 'streak')).sort(byStreakOrder);
    const data: StreakReward[] = [];
    for (const row of rows) {
      const milestone = milestoneOf(row);
      const current = start !== null && row.item.startsWith(`${start}:`);
      if (milestone && (current || !row.claimedOn)) data.push(present(row, milestone));
    }
    return { data, streak: length, badge: hasBadge(rows) };
  }

  /** Makes the rewards of the milestones reached (or only the one reached today) exist. */
  private async recordReached(who: StreakUser, now: Date, opts: { onlyToday: boolean }) {
    const userId = typeof who === 'string' ? who : who.id;
    const current = await this.streak(who, now);
    const { length, start } = current;
    if (!start) return current;
    for (const { cycle, milestone } of reachedMilestones(length)) {
      if (opts.onlyToday && length - cycle * CYCLE_DAYS !== milestone) continue;
      const item = `${start}:${cycle}:${milestone}`;
      await this.claims.ensure(userId, 'streak', item, STREAK_REWARDS[milestone].credits);
    }
    return current;
  }

  async claim(userId: string, id: string): Promise<StreakClaimReply> {
    const row = await this.claims.byId(userId, id);
    const milestone = row?.source === 'streak' ? milestoneOf(row) : null;
    if (!row || !milestone) throw notFound('No such streak reward.');
    if (row.claimedOn) throw alreadyClaimed();
    const reward = STREAK_REWARDS[milestone];
    let giftCardId: string | null = null;
    let claimed = 0;
    if (reward.credits > 0) {
      const paid = await this.claims.pay(row);
      if (!paid.applied) throw alreadyClaimed();
      claimed = paid.claimed;
    } else {
      const giftCard = reward.type === STREAK_REWARDS[7].type;
      if (giftCard && !this.issueGiftCard)
        throw serviceUnavailable('gift_cards_unavailable', 'gift cards are not available yet');
      const reservation = await this.claims.reserve(row);
      if (!reservation) throw alreadyClaimed();
      if (giftCard && this.issueGiftCard) {
        try {
          const card = await this.issueGiftCard({
            userId,
            giftTier: '1week',
            reason: `earn:streak:${row.item}`,
          });
          giftCardId = card.id;
        } catch (err) {
          await reservation.release();
          throw err;
        }
      }
    }
    const balance = await this.claims.balance(userId);
    const badge = hasBadge(await this.claims.list(userId, 'streak'));
    return { claimed, ...balance, type: reward.type, badge, giftCardId };
  }
}

function resolve(who: StreakUser, now: Date): { userId: string; today: string } {
  return typeof who === 'string'
    ? { userId: who, today: dayKeyIn(now, null) }
    : { userId: who.id, today: dayKeyIn(now, who.zoneinfo) };
}

function milestoneOf(row: ClaimRow): StreakMilestone | null {
  const n = Number(row.item.split(':').at(-1));
  return (STREAK_MILESTONES as readonly number[]).includes(n) ? (n as StreakMilestone) : null;
}

/** Oldest streak first, then by cycle and milestone (rewards of one streak are created at once). */
function byStreakOrder(a: ClaimRow, b: ClaimRow): number {
  const [dayA, cycleA, milestoneA] = parseItem(a.item);
  const [dayB, cycleB, milestoneB] = parseItem(b.item);
  return dayA.localeCompare(dayB) || cycleA - cycleB || milestoneA - milestoneB;
}

function parseItem(item: string): [string, number, number] {
  const [day = '', cycle, milestone] = item.split(':');
  return [day, Number(cycle) || 0, Number(milestone) || 0];
}

function present(row: ClaimRow, milestone: StreakMilestone): StreakReward {
  const reward = STREAK_REWARDS[milestone];
  return {
    _id: row.id,
    description: reward.description,
    type: reward.type,
    claimedOn: row.claimedOn,
    credits: reward.credits,
  };
}

/** The 14-day badge is the claimed 14-day reward of any streak. */
function hasBadge(rows: ClaimRow[]): boolean {
  return rows.some((r) => r.claimedOn && milestoneOf(r) === 14);
}

function shiftDay(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}
