import { beforeAll, describe, expect, it } from 'vitest';
import { finalLineStatesAnswer, verifyProblem } from '../verify';
import { TEMPLATE_BY_ID } from '../generators/templates';
import { buildShippedProblems, SHIPPED_PER_LESSON } from './build-shipped';
import { CURRICULUM } from './lessons';
import { SHIPPED_PROBLEMS } from './shipped';
import { loadCas } from '../cas';

// The CAS loads on first use; load it before the timed tests.
beforeAll(() => void loadCas());

const words = (text: string) => text.trim().split(/\s+/).length;

describe('CURRICULUM', () => {
  it('has at least 5 lessons, numbered from 1, in every section', () => {
    for (const section of ['algebra', 'geometry', 'data-analysis', 'advanced-math'] as const) {
      const lessons = CURRICULUM.filter((l) => l.section === section).map((l) => l.lesson);
      expect(lessons.length).toBeGreaterThanOrEqual(5);
      expect(lessons).toEqual(lessons.map((_, i) => i + 1));
    }
  });

  it.each(CURRICULUM.map((l) => [`${l.section} ${l.lesson}: ${l.topic}`, l] as const))(
    '%s is complete',
    (_, lesson) => {
      expect(words(lesson.lessonText)).toBeGreaterThanOrEqual(80);
      expect(words(lesson.lessonText)).toBeLessThanOrEqual(200);
      expect(lesson.lessonText).toMatch(/\$[^$]+\$/);
      expect(lesson.concepts.length).toBeGreaterThan(0);
      for (const c of lesson.concepts) {
        expect(words(c.text), c.concept).toBeGreaterThanOrEqual(60);
        expect(words(c.text), c.concept).toBeLessThanOrEqual(150);
        expect(c.text).toMatch(/\$[^$]+\$/);
      }
      expect(lesson.templateIds.length).toBeGreaterThan(0);
      for (const id of lesson.templateIds) expect(TEMPLATE_BY_ID.has(id), id).toBe(true);
      // balanced math delimiters (a "\$" is a price)
      for (const text of [lesson.lessonText, ...lesson.concepts.map((c) => c.text)])
        expect((text.replace(/\\\$/g, '').match(/\$/g) ?? []).length % 2).toBe(0);
    },
  );
});

describe('SHIPPED_PROBLEMS', () => {
  it('has 20 verified problems for every lesson', { timeout: 60_000 }, () => {
    expect(SHIPPED_PROBLEMS).toHaveLength(CURRICULUM.length);
    for (const lesson of SHIPPED_PROBLEMS) {
      expect(lesson.problems).toHaveLength(SHIPPED_PER_LESSON);
      for (const p of lesson.problems) {
        expect(verifyProblem(p), p.question).toEqual({ ok: true });
        expect(finalLineStatesAnswer(p.detailed_solution, p.choices['ABCD'.indexOf(p.answer)]!)).toBe(true);
      }
    }
  });

  it(
    'is what the generators make today (run `npx tsx packages/math/scripts/build-sat-problems.ts` after changing them)',
    { timeout: 60_000 },
    () => {
      expect(buildShippedProblems()).toEqual(SHIPPED_PROBLEMS);
    },
  );
});
