/**
 * Interview quality: the evaluation set in interview-quality/, written before tuning: 57 mock interviews
 * (strong, adequate, weak, off-topic, empty, hedging, rambling; fourteen kinds of role), each answer graded
 * strong / adequate / weak for its competency as a hiring manager would. The local evaluator grades every
 * competency; the headline is its agreement with the set on the TEST half only (the dev half, the one the
 * thresholds were tuned on, is printed on one line apart), also within one grade, per expected grade, and
 * every test-half disagreement (the dev half's with INTERVIEW_MISSES=dev, for tuning).
 */
import { evaluateInterview, type InterviewGrade } from '@muse/providers';
import { INTERVIEW_SETS, type Split } from './interview-quality/sets';
import type { BenchResult } from './run';

const SHOW_MISSES: Split = process.env['INTERVIEW_MISSES'] === 'dev' ? 'dev' : 'test';
const ORDER: readonly InterviewGrade[] = ['weak', 'adequate', 'strong'];

interface Tally {
  right: number;
  near: number;
  total: number;
  byExpected: Record<InterviewGrade, { right: number; total: number }>;
}

const emptyTally = (): Tally => ({
  right: 0,
  near: 0,
  total: 0,
  byExpected: {
    weak: { right: 0, total: 0 },
    adequate: { right: 0, total: 0 },
    strong: { right: 0, total: 0 },
  },
});

const pct = (n: number, d: number) => (d === 0 ? 'n/a' : `${((100 * n) / d).toFixed(1)}% (${n}/${d})`);

export async function interviewQuality(): Promise<BenchResult> {
  const tallies: Record<Split, Tally> = { dev: emptyTally(), test: emptyTally() };
  // The sets written after the first review, apart: they exercise the misses that review found.
  const reviewed: Record<Split, Tally> = { dev: emptyTally(), test: emptyTally() };
  const misses: string[] = [];
  const reports = new Set<string>();
  const started = performance.now();
  for (const set of INTERVIEW_SETS) {
    const evaluation = await evaluateInterview({ jobTitle: set.jobTitle, answers: set.answers });
    reports.add(JSON.stringify([evaluation.overallAnalysis, evaluation.categorySummaries]));
    for (const competency of evaluation.competencies) {
      const expected = set.answers.find((a) => a.category === competency.name)!.grade;
      const counted = set.afterReview ? [tallies[set.split], reviewed[set.split]] : [tallies[set.split]];
      for (const tally of counted) {
        tally.total++;
        tally.byExpected[expected].total++;
        if (competency.grade === expected) {
          tally.right++;
          tally.byExpected[expected].right++;
        }
        if (Math.abs(ORDER.indexOf(competency.grade) - ORDER.indexOf(expected)) <= 1) tally.near++;
      }
      if (competency.grade !== expected && set.split === SHOW_MISSES) {
        const a = competency.answers[0]!;
        misses.push(
          `${set.id} / ${competency.name}: expected ${expected}, got ${competency.grade} ` +
            `(${a.reason ?? 'points'} rel ${a.relevance.toFixed(2)}) ${a.answer.slice(0, 70)}`,
        );
      }
    }
  }
  const ms = performance.now() - started;
  const test = tallies.test;
  const dev = tallies.dev;
  const figures: BenchResult['figures'] = {
    'sets (dev / test)': `${INTERVIEW_SETS.filter((s) => s.split === 'dev').length} / ${INTERVIEW_SETS.filter((s) => s.split === 'test').length}`,
    'test: exact agreement': pct(test.right, test.total),
    'test: within one grade': pct(test.near, test.total),
    'test: strong found': pct(test.byExpected.strong.right, test.byExpected.strong.total),
    'test: adequate found': pct(test.byExpected.adequate.right, test.byExpected.adequate.total),
    'test: weak found': pct(test.byExpected.weak.right, test.byExpected.weak.total),
    'dev (tuned on): exact agreement': pct(dev.right, dev.total),
    'sets after review, test: exact agreement': pct(reviewed.test.right, reviewed.test.total),
    'sets after review, dev: exact agreement': pct(reviewed.dev.right, reviewed.dev.total),
    'distinct reports': `${reports.size} of ${INTERVIEW_SETS.length}`,
    'ms per interview (mean)': (ms / INTERVIEW_SETS.length).toFixed(1),
  };
  misses.forEach((m, i) => (figures[`${SHOW_MISSES} miss ${i + 1}`] = m));
  return { name: 'interview-quality', figures };
}
