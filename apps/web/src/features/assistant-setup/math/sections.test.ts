import { describe, expect, it } from 'vitest';
import { MATH_SECTIONS, clampLesson, clampProblemCount, sectionLabel } from './sections';

describe('sections, lessons and problem counts', () => {
  it('lists the spec sections in order', () => {
    expect(MATH_SECTIONS.map((s) => s.value)).toEqual([
      'algebra',
      'geometry',
      'data-analysis',
      'advanced-math',
    ]);
    expect(sectionLabel('data-analysis')).toBe('Data analysis');
  });
  it('keeps the lesson number at 1 or more, whole', () => {
    expect(clampLesson(0)).toBe(1);
    expect(clampLesson(-3)).toBe(1);
    expect(clampLesson('')).toBe(1);
    expect(clampLesson('4')).toBe(4);
    expect(clampLesson(2.7)).toBe(2);
    expect(clampLesson(500)).toBe(99);
  });
  it('keeps the problem count in 1..20, 5 for a non-number', () => {
    expect(clampProblemCount('')).toBe(5);
    expect(clampProblemCount('abc')).toBe(5);
    expect(clampProblemCount(0)).toBe(1);
    expect(clampProblemCount(21)).toBe(20);
    expect(clampProblemCount('12')).toBe(12);
  });
});
