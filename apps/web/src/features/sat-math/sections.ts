import type { MathSection } from '@muse/contracts';

/** The four SAT math sections in the spec's order, with the names and blurbs learners see. */
export const SECTIONS: readonly { id: MathSection; title: string; blurb: string }[] = [
  { id: 'algebra', title: 'Algebra', blurb: 'Linear equations, inequalities, systems and linear functions.' },
  {
    id: 'geometry',
    title: 'Geometry and Trigonometry',
    blurb: 'Area and volume, lines and angles, right triangles, trigonometry and circles.',
  },
  {
    id: 'data-analysis',
    title: 'Problem-Solving and Data Analysis',
    blurb: 'Ratios, rates, percentages, units, statistics and probability.',
  },
  {
    id: 'advanced-math',
    title: 'Advanced Math',
    blurb: 'Quadratics, polynomials, exponentials, radicals and rational expressions.',
  },
];

export function sectionTitle(section: MathSection): string {
  return SECTIONS.find((s) => s.id === section)?.title ?? section;
}
