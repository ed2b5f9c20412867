import { generateProblems } from '../generators/generate';
import { hashSeed } from '../generators/random';
import type { GeneratedProblem } from '../generators/types';
import type { MathSection } from '@muse/contracts';
import { CURRICULUM } from './lessons';

export interface ShippedLessonProblems {
  section: MathSection;
  lesson: number;
  topic: string;
  problems: GeneratedProblem[];
}

export const SHIPPED_PER_LESSON = 20;

/** The problems a fresh install ships: 20 verified problems per lesson, seeded by section and lesson. */
export function buildShippedProblems(): ShippedLessonProblems[] {
  return CURRICULUM.map((l) => ({
    section: l.section,
    lesson: l.lesson,
    topic: l.topic,
    problems: generateProblems({
      section: l.section,
      lesson: l.lesson,
      count: SHIPPED_PER_LESSON,
      seed: hashSeed(`${l.section}/${l.lesson}`),
    }),
  }));
}
