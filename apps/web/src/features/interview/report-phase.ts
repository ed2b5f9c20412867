import { INTERVIEW_DONE_DELAY_MS } from '@muse/domain';

/**
 * The report's phases (spec §4): "Great things take time. Your results are almost ready!" while fetching,
 * then "Done!" 2 s after the result came. A missing or failed result stays in the loading state.
 */
export type ReportPhase = 'waiting' | 'arrived' | 'done';

export const REPORT_WAITING_TEXT = 'Great things take time. Your results are almost ready!';
export const REPORT_DONE_TEXT = 'Done!';

export function reportPhase(arrivedAt: number | null, now: number): ReportPhase {
  if (arrivedAt === null) return 'waiting';
  return now - arrivedAt >= INTERVIEW_DONE_DELAY_MS ? 'done' : 'arrived';
}

/** How often the report asks for its result while the evaluation runs. */
export const REPORT_POLL_MS = 2_000;

/** The emoji rating of the report's helpfulness: bad, neutral, happy. */
export const HELPFULNESS = [
  { value: 'bad', emoji: '🙁', label: 'Not helpful' },
  { value: 'neutral', emoji: '😐', label: 'Somewhat helpful' },
  { value: 'happy', emoji: '😀', label: 'Very helpful' },
] as const;
export type Helpfulness = (typeof HELPFULNESS)[number]['value'];

/** The rating's steps: the emoji, then a suggestion box, then a thank-you. */
export type RatingStep = { step: 'rate' } | { step: 'suggest'; rating: Helpfulness } | { step: 'thanks' };

export function suggestionPrompt(rating: Helpfulness): string {
  if (rating === 'happy') return 'Glad it helped. Anything we could make even better?';
  if (rating === 'neutral') return 'What would have made the report more useful?';
  return 'Sorry it missed. What were you hoping to learn from it?';
}
