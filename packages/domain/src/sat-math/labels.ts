/**
 * The SAT practice result's words and colours (spec assistant-workspace.md §4 "SAT practice"): the rating by
 * percent correct, the speed by average seconds per question, and the progress ring's colour by best score.
 */

export type RatingLabel =
  'Amazing' | 'Excellent' | 'Great' | 'Good' | 'Nice' | 'Steady' | 'Progress' | 'Starting' | 'Retry';

export type SpeedLabel = 'Lightning' | 'Rapid' | 'Fast' | 'Paced' | 'Steady' | 'Improve';

/** Rating by percent correct: 100 Amazing, >=90 Excellent … >0 Starting, 0 Retry. */
export function ratingLabel(percent: number): RatingLabel {
  if (percent >= 100) return 'Amazing';
  if (percent >= 90) return 'Excellent';
  if (percent >= 80) return 'Great';
  if (percent >= 70) return 'Good';
  if (percent >= 60) return 'Nice';
  if (percent >= 50) return 'Steady';
  if (percent >= 30) return 'Progress';
  if (percent > 0) return 'Starting';
  return 'Retry';
}

/** Speed by average seconds per question: <=60 Lightning, <=120 Rapid … <=300 Steady, else Improve. */
export function speedLabel(averageSeconds: number): SpeedLabel {
  if (averageSeconds <= 60) return 'Lightning';
  if (averageSeconds <= 120) return 'Rapid';
  if (averageSeconds <= 180) return 'Fast';
  if (averageSeconds <= 240) return 'Paced';
  if (averageSeconds <= 300) return 'Steady';
  return 'Improve';
}

/** Average seconds per question of a quiz; no questions counts as no time. */
export function averageSeconds(timeSpent: number, questionCount: number): number {
  return questionCount > 0 ? Math.max(0, timeSpent) / questionCount : 0;
}

/**
 * The percent shown for `correct` out of `total`, a whole number. Rounding never makes a quiz with a
 * mistake read 100 (Amazing) nor a quiz with a right answer read 0 (Retry).
 */
export function scorePercent(correct: number, total: number): number {
  if (total <= 0 || correct <= 0) return 0;
  if (correct >= total) return 100;
  return Math.min(99, Math.max(1, Math.round((correct / total) * 100)));
}

/** A best score as stored (0..1): anything else is clamped, and a missing or broken one is 0. */
export function clampBestScore(score: number | null | undefined): number {
  if (score === null || score === undefined || !Number.isFinite(score)) return 0;
  return Math.min(1, Math.max(0, score));
}

/**
 * The progress ring's colour: its hue runs from red (0) through amber to green (1) with the clamped best
 * score. Lightness stays at 42% so the ring keeps its contrast on light and dark backgrounds.
 */
export function ringColor(bestScore: number | null | undefined): string {
  const hue = Math.round(clampBestScore(bestScore) * 120);
  return `hsl(${hue}, 70%, 42%)`;
}

/** A duration for people: "45 s", "4 min 05 s", "1 h 02 min". */
export function formatDuration(seconds: number): string {
  const total = Math.max(0, Math.round(Number.isFinite(seconds) ? seconds : 0));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  if (h > 0) return `${h} h ${two(m)} min`;
  if (m > 0) return `${m} min ${two(s)} s`;
  return `${s} s`;
}
