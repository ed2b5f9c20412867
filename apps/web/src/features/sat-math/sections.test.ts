import { describe, expect, it } from 'vitest';
import { SECTIONS, sectionTitle } from './sections';

describe('sections', () => {
  it('lists the four SAT math sections in the spec’s order with friendly names', () => {
    expect(SECTIONS.map((s) => s.id)).toEqual(['algebra', 'geometry', 'data-analysis', 'advanced-math']);
    expect(sectionTitle('data-analysis')).toBe('Problem-Solving and Data Analysis');
  });
});
