import type { MathSection } from '@muse/contracts';

/** The four SAT math sections (spec §9), in the order the picker lists them, with their names. */
export const MATH_SECTIONS: readonly { value: MathSection; label: string }[] = [
  { value: 'algebra', label: 'Algebra' },
  { value: 'geometry', label: 'Geometry' },
  { value: 'data-analysis', label: 'Data analysis' },
  { value: 'advanced-math', label: 'Advanced math' },
];

export function sectionLabel(section: MathSection): string {
  return MATH_SECTIONS.find((s) => s.value === section)?.label ?? section;
}

/** Lesson numbers start at 1 (spec §5) and stop at 99 (the contract's bound). */
export const LESSON = { min: 1, max: 99 } as const;

/** A whole lesson number in 1..99 from what the field holds; anything else counts as lesson 1. */
export function clampLesson(value: number | string): number {
  const n = typeof value === 'number' ? value : Number.parseInt(value, 10);
  if (!Number.isFinite(n)) return LESSON.min;
  return Math.min(LESSON.max, Math.max(LESSON.min, Math.trunc(n)));
}

/** How many problems one Generate makes: 1 to 20 (the contract's bound), 5 unless changed. */
export const PROBLEM_COUNT = { min: 1, max: 20, default: 5 } as const;

export function clampProblemCount(value: number | string): number {
  const n = typeof value === 'number' ? value : Number.parseInt(value, 10);
  if (!Number.isFinite(n)) return PROBLEM_COUNT.default;
  return Math.min(PROBLEM_COUNT.max, Math.max(PROBLEM_COUNT.min, Math.trunc(n)));
}
