/**
 * Streak rewards at milestones of 7, 14 and 30 days, cycling after 30. A streak is a run of consecutive
 * days with activity, in the user's time zone once the server knows it (UTC until then): `dayKeyIn`.
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

/** Formatters by zone: building one costs far more than formatting (there are ~600 zone names). */
const dayFormatters = new Map<string, Intl.DateTimeFormat>();
const DAY_FORMATTERS_MAX = 1000;

/**
 * The calendar day of a moment in a time zone, `YYYY-MM-DD`; the UTC day without a zone or for a zone the
 * runtime does not know (a stored zone is checked when it is written, so that is only a safety net).
 */
export function dayKeyIn(at: Date, timeZone: string | null | undefined): string {
  const utc = at.toISOString().slice(0, 10);
  if (!timeZone || timeZone === 'UTC') return utc;
  let format = dayFormatters.get(timeZone);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat('en-US', {
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      });
    } catch {
      return utc;
    }
    if (dayFormatters.size < DAY_FORMATTERS_MAX) dayFormatters.set(timeZone, format);
  }
  const parts: Record<string, string> = {};
  for (const part of format.formatToParts(at)) parts[part.type] = part.value;
  const { year, month, day } = parts;
  return year && month && day ? `${year.padStart(4, '0')}-${month}-${day}` : utc;
}
