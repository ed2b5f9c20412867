/**
 * Streak rewards at milestones of 7, 14 and 30 days, cycling after 30. A streak is a run of consecutive
 * UTC days with activity.
 */
export const STREAK_MILESTONES = [7, 14, 30] as const;
export type StreakMilestone = (typeof STREAK_MILESTONES)[number];

/** The spec names two reward types; the 30-day one is chosen: 100 credits. */
export const STREAK_REWARDS: Record<StreakMilestone, { type: string; description: string; credits: number }> =
  {
    7: {
      type: '7days-streak-giftcard',
      description: '7-day streak: a 1-week gift card to give away',
      credits: 0,
    },
    14: { type: '14days-streak-badge', description: '14-day streak: the streak badge', credits: 0 },
    30: { type: '30days-streak-credits', description: '30-day streak: 100 credits', credits: 100 },
  };

/** How many consecutive days end at `today` (or yesterday, when today has no activity yet). */
export function currentStreak(activeDays: readonly string[], today: string): number {
  const days = new Set(activeDays);
  let cursor = days.has(today) ? today : previousDay(today);
  let count = 0;
  while (days.has(cursor)) {
    count++;
    cursor = previousDay(cursor);
  }
  return count;
}

/**
 * The milestones a streak of `length` days has reached, as (cycle, milestone) pairs: after 30 days the
 * milestones start over, so day 37 reaches the 7-day milestone of the second cycle.
 */
export function reachedMilestones(length: number): { cycle: number; milestone: StreakMilestone }[] {
  const out: { cycle: number; milestone: StreakMilestone }[] = [];
  const last = STREAK_MILESTONES[STREAK_MILESTONES.length - 1]!;
  for (let cycle = 0; cycle * last < length; cycle++) {
    const within = length - cycle * last;
    for (const milestone of STREAK_MILESTONES) if (within >= milestone) out.push({ cycle, milestone });
  }
  return out;
}

function previousDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}
