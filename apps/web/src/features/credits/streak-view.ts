import type { SignedInSession, StreakReward } from '@muse/contracts';
import { STREAK_MILESTONES } from '@muse/domain';

/** The last milestone: after it the milestones start over. */
const CYCLE = STREAK_MILESTONES[STREAK_MILESTONES.length - 1]!;

export interface StreakProgress {
  /** the day within the current 30-day cycle (0 with no streak) */
  dayInCycle: number;
  /** the next milestone to reach in this cycle */
  next: number;
  /** days left to it */
  daysToNext: number;
  /** 0–100, the share of the cycle done */
  percent: number;
}

/** Where a streak of `days` stands on the way to its next milestone (7, 14, 30, then again from 1). */
export function streakProgress(days: number): StreakProgress {
  const whole = Math.max(0, Math.trunc(days));
  // Day 30 completes a cycle (it shows full); day 31 is day 1 of the next.
  const dayInCycle = whole === 0 ? 0 : ((whole - 1) % CYCLE) + 1;
  const next = STREAK_MILESTONES.find((m) => m > dayInCycle) ?? STREAK_MILESTONES[0]!;
  const daysToNext = next > dayInCycle ? next - dayInCycle : CYCLE - dayInCycle + next;
  return { dayInCycle, next, daysToNext, percent: Math.round((dayInCycle / CYCLE) * 100) };
}

/** "Keep going: 3 more days to your 7-day reward." */
export function nextMilestoneText(days: number): string {
  const { next, daysToNext } = streakProgress(days);
  const more = `${daysToNext} more ${daysToNext === 1 ? 'day' : 'days'}`;
  return days <= 0
    ? `Use Muse ${STREAK_MILESTONES[0]} days in a row for your first reward.`
    : `${more} to your ${next}-day reward.`;
}

/** Rewards waiting for a claim. */
export function waitingRewards(rewards: readonly StreakReward[]): number {
  return rewards.filter((r) => !r.claimedOn).length;
}

/** The header shows the streak from this many days in a row (one day is no streak to speak of yet). */
export const HEADER_STREAK_MIN_DAYS = 2;

/**
 * The header's streak: the days and their accessible name ("5-day streak"), for an email account (guests
 * are asked to sign in to keep one) with a streak of 2 days or more; null otherwise.
 */
export function headerStreak(
  session: Pick<SignedInSession, 'isGuest' | 'streak'>,
): { days: number; label: string } | null {
  const days = Math.trunc(session.streak);
  if (session.isGuest || days < HEADER_STREAK_MIN_DAYS) return null;
  return { days, label: `${days}-day streak` };
}
