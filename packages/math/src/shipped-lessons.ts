import type { MathSection } from '@muse/contracts';
import { CURRICULUM, SHIPPED_PROBLEMS, type GeneratedProblem, type LessonConcept } from './generators';

export interface ShippedSatLesson {
  section: MathSection;
  lesson: number;
  topic: string;
  lessonText: string;
  concepts: LessonConcept[];
  problems: GeneratedProblem[];
}

/** Every shipped lesson with its text, concepts and its 20 verified problems: what a fresh install seeds. */
export function shippedSatLessons(): ShippedSatLesson[] {
  return CURRICULUM.map((l) => {
    const set = SHIPPED_PROBLEMS.find((s) => s.section === l.section && s.lesson === l.lesson);
    return {
      section: l.section,
      lesson: l.lesson,
      topic: l.topic,
      lessonText: l.lessonText,
      concepts: l.concepts,
      problems: set?.problems ?? [],
    };
  });
}
