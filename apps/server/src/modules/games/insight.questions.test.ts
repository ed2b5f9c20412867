import { INSIGHT_MAX_CREDITS, INSIGHT_MIN_CREDITS } from '@muse/domain';
import { describe, expect, it } from 'vitest';
import { matchesAnswer } from './insight.matcher';
import { INSIGHT_QUESTIONS, insightQuestion } from './insight.questions';

describe('Insight question bank', () => {
  it('has over 100 questions with unique ids and credits within the game bounds', () => {
    expect(INSIGHT_QUESTIONS.length).toBeGreaterThan(100);
    expect(new Set(INSIGHT_QUESTIONS.map((q) => q.id)).size).toBe(INSIGHT_QUESTIONS.length);
    for (const q of INSIGHT_QUESTIONS) {
      expect(q.credits).toBeGreaterThanOrEqual(INSIGHT_MIN_CREDITS);
      expect(q.credits).toBeLessThanOrEqual(INSIGHT_MAX_CREDITS);
      expect(q.answers.length).toBeGreaterThan(0);
      expect(insightQuestion(q.id)).toBe(q);
    }
  });

  it('accepts every listed answer and refuses every listed near-miss', () => {
    for (const q of INSIGHT_QUESTIONS) {
      for (const a of q.answers) expect(matchesAnswer(a, q.answers, q.rejected), `${q.id}: ${a}`).toBe(true);
      for (const r of q.rejected ?? [])
        expect(matchesAnswer(r, q.answers, q.rejected), `${q.id}: ${r}`).toBe(false);
    }
  });

  it("does not accept one question's answer for an unrelated question", () => {
    const monet = insightQuestion('art-009')!;
    expect(matchesAnswer('Manet', monet.answers, monet.rejected)).toBe(false);
    expect(matchesAnswer('claude monet', monet.answers, monet.rejected)).toBe(true);
    const paris = insightQuestion('gen-001')!;
    expect(matchesAnswer('London', paris.answers)).toBe(false);
  });
});
