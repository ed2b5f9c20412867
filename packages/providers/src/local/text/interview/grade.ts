/**
 * How a hiring manager grades one answer for its competency, from what the answer shows (signals.ts) and
 * how far it is about the question (relevance.ts: the sentence encoder plus the key words taken up). The
 * thresholds were set on the development half of bench/interview-quality/.
 */
import type { AnswerSignals } from './signals';

export type Grade = 'strong' | 'adequate' | 'weak';

/** Why an answer is weak, when it is. */
export type WeakReason = 'empty' | 'brief' | 'off-topic' | 'no-example' | 'hesitant' | 'rambling' | 'generic';

export interface GradedSignals {
  grade: Grade;
  reason: WeakReason | null;
  /** the evidence points behind a strong or adequate grade */
  points: number;
}

/**
 * Below this relevance (the cosine of question and answer, raised by the key words taken up), an answer is
 * about something else, however specific it is: a well-told story on another subject shows nothing of the
 * competency asked about.
 */
export const OFF_TOPIC_BELOW = 0.2;
/** From this many words, an answer that never says what the candidate did or does is talk, not an answer. */
const RAMBLING_FROM = 60;
/** Evidence points from which an answer is strong (set on the dev half: adequate answers reach 2.5 at most). */
export const STRONG_FROM = 3;

export function evidencePoints(s: AnswerSignals): number {
  let points = 0;
  if (s.situation) points += 1;
  if (s.actionVerbs >= 1) points += 1;
  if (s.actionVerbs >= 3) points += 0.5;
  if (s.result) points += 1;
  if (s.numbers.length >= 1) points += 1;
  if (s.numbers.length >= 3) points += 0.5;
  if (s.terms.length >= 1) points += 0.5;
  if (s.words >= 45) points += 0.5;
  if (s.methodVerbs >= 2) points += 0.5;
  if (s.methodVerbs >= 4) points += 0.5;
  points -= 0.5 * s.hedges.length;
  return points;
}

export function gradeAnswer(s: AnswerSignals, relevance: number): GradedSignals {
  const weak = (reason: WeakReason): GradedSignals => ({ grade: 'weak', reason, points: 0 });
  if (s.words === 0) return weak('empty');
  if (s.words < 4) return weak('brief');
  // A long answer with no story, no figure and talk that fills time rambles (whatever else it does).
  const storyDensity = (s.actions.length + s.methods.length) / (s.words / 40);
  if (s.words > 40 && s.numbers.length === 0 && storyDensity < 1 && s.fillers.length + s.hedges.length >= 2) {
    return weak('rambling');
  }
  // A passing figure ("twelve years in sales") does not make a long answer with no step in it an example.
  if (s.words >= RAMBLING_FROM && s.actions.length === 0 && s.methods.length === 0) return weak('rambling');
  // Hesitation is said before relevance: "I guess maybe" is unsure rather than about something else.
  if (s.hedges.length >= 2 && s.numbers.length === 0 && s.actions.length === 0) return weak('hesitant');
  if (relevance < OFF_TOPIC_BELOW) return weak(s.words < 8 ? 'brief' : 'off-topic');
  if (s.refusal && s.words < 20 && s.actions.length === 0) return weak('no-example');
  const specifics = s.numbers.length + s.terms.length;
  // A short answer that names a habit ("I make a checklist and work through it") is general, not empty.
  if (s.contentWords < 6 && specifics === 0 && s.methods.length === 0) {
    return weak(s.hedges.length > 0 ? 'hesitant' : 'generic');
  }
  const points = evidencePoints(s);
  // One sentence, however full, leaves out how it was done: strong needs the story told.
  if (points >= STRONG_FROM && s.sentences.length > 1) {
    return { grade: 'strong', reason: null, points };
  }
  return { grade: 'adequate', reason: null, points };
}

const SCORE: Record<Grade, number> = { strong: 2, adequate: 1, weak: 0 };

export const gradeScore = (grade: Grade): number => SCORE[grade];

/** A competency's grade from its answers' grades: their mean, rounded to the nearest grade. */
export function combineGrades(grades: readonly Grade[]): Grade {
  if (grades.length === 0) return 'weak';
  const mean = grades.reduce((sum, g) => sum + SCORE[g], 0) / grades.length;
  return mean >= 1.5 ? 'strong' : mean >= 0.5 ? 'adequate' : 'weak';
}
