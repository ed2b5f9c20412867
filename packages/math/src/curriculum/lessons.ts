import type { MathSection } from '@muse/contracts';
import { ALGEBRA_LESSONS } from './algebra';
import { DATA_LESSONS } from './data-analysis';
import { ADVANCED_LESSONS } from './advanced-math';
import { GEOMETRY_LESSONS } from './geometry';

export interface LessonConcept {
  concept: string;
  /** 60–150 words explaining the concept, with an example (math as TeX in $…$) */
  text: string;
}

export interface Lesson {
  section: MathSection;
  lesson: number;
  /** the lesson's title */
  topic: string;
  /** a short lesson for the study view, 80–200 words */
  lessonText: string;
  concepts: LessonConcept[];
  /** the templates its practice problems come from */
  templateIds: string[];
}

/** The shipped SAT math curriculum: five lessons in each section. */
export const CURRICULUM: Lesson[] = [
  ...ALGEBRA_LESSONS,
  ...GEOMETRY_LESSONS,
  ...DATA_LESSONS,
  ...ADVANCED_LESSONS,
];
