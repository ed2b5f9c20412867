import { beforeAll, describe, expect, it } from 'vitest';
import { generateProblems } from './generate';
import { difficultyOf, familyOf } from './similar';
import { TEMPLATE_BY_ID } from './templates';
import { loadCas } from '../cas';

// The CAS loads on first use; load it before the timed tests.
beforeAll(() => void loadCas());

describe('generateProblems', () => {
  it('is deterministic for a seed and differs between seeds', () => {
    const a = generateProblems({ section: 'algebra', lesson: 1, count: 6, seed: 11 });
    expect(generateProblems({ section: 'algebra', lesson: 1, count: 6, seed: 11 })).toEqual(a);
    expect(generateProblems({ section: 'algebra', lesson: 1, count: 6, seed: 12 })).not.toEqual(a);
  });

  it("uses the lesson's templates, spreads difficulties and repeats no question", () => {
    const problems = generateProblems({ section: 'geometry', lesson: 3, count: 9, seed: 5 });
    expect(problems).toHaveLength(9);
    expect(new Set(problems.map((p) => p.templateId))).toEqual(
      new Set(['geo-circle-area', 'geo-arc-length']),
    );
    expect(problems.filter((p) => p.difficulty === 'hard')).toHaveLength(3);
    expect(new Set(problems.map((p) => p.question)).size).toBe(9);
  });

  it('falls back to the whole section for an unknown lesson', () => {
    const problems = generateProblems({ section: 'data-analysis', lesson: 42, count: 5, seed: 1 });
    expect(problems).toHaveLength(5);
    expect(problems.every((p) => TEMPLATE_BY_ID.get(p.templateId)!.section === 'data-analysis')).toBe(true);
  });

  it('makes problems similar to a typed one: same kind, same difficulty', () => {
    const problems = generateProblems({
      section: 'algebra',
      lesson: 1,
      count: 4,
      seed: 2,
      similarTo: 'Solve x^2 - 5x + 6 = 0',
    });
    expect(problems.every((p) => TEMPLATE_BY_ID.get(p.templateId)!.family === 'quadratic')).toBe(true);
    expect(new Set(problems.map((p) => p.difficulty))).toEqual(new Set(['medium']));
    const linear = generateProblems({ section: 'geometry', count: 2, seed: 2, similarTo: '3x + 7 = 25' });
    expect(linear.every((p) => TEMPLATE_BY_ID.get(p.templateId)!.family === 'linear-equation')).toBe(true);
    expect(linear.every((p) => p.difficulty === 'medium')).toBe(true); // 25 is a bigger number: one sign of difficulty
  });

  it("uses the lesson's templates when the typed problem is of no known kind", () => {
    const problems = generateProblems({
      section: 'geometry',
      lesson: 1,
      count: 3,
      seed: 2,
      similarTo: 'hello there',
    });
    expect(problems.every((p) => p.templateId.startsWith('geo-pythagorean'))).toBe(true);
  });
});

describe('familyOf and difficultyOf', () => {
  it.each([
    ['3x + 7 = 25', 'linear-equation'],
    ['2x + 3y = 12 and x - y = 1', 'linear-system'],
    ['Solve 4x - 5 > 11', 'inequality'],
    ['What is the slope of the line through (1, 2) and (3, 8)?', 'linear-function'],
    ['What is 15% of 80?', 'percent'],
    ['Find the median of 3, 9, 4, 1', 'statistics'],
    ['x^2 + 2x - 15 = 0', 'quadratic'],
    ['2^{x+1} = 32', 'exponential'],
    ['sqrt(x + 5) = 4', 'radical'],
    ['A right triangle has legs 6 and 8. Find the hypotenuse.', 'right-triangle'],
    ['A circle has radius 4. What is its area?', 'circle'],
    ['Find the volume of a cylinder with radius 3 and height 5', 'area-volume'],
    ['A plumber charges a $40 fee plus $25 per hour', 'linear-word'],
  ])('%s → %s', (text, family) => {
    expect(familyOf(text)).toBe(family);
  });

  it('knows nothing of plain words', () => {
    expect(familyOf('hello there')).toBeNull();
  });

  it('rates small whole numbers easy and fractions with negatives hard', () => {
    expect(difficultyOf('2x + 3 = 9')).toBe('easy');
    expect(difficultyOf('2x - 3 = 9.5')).toBe('hard');
    expect(difficultyOf('x/4 + 3 = 9')).toBe('medium');
  });
});
