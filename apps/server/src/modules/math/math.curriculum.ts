import type { MathConcept, MathSection } from '@muse/contracts';
import type { BuiltInOfficeDefinition } from '../offices';
import type { GeneratedMathProblem } from './math.engine';

/** A shipped lesson, as @muse/math's curriculum describes it. */
export interface ShippedLesson {
  section: MathSection;
  lesson: number;
  topic: string;
  lessonText: string;
  concepts: readonly MathConcept[];
  problems: readonly GeneratedMathProblem[];
}

export const SATMATH_OFFICE_ID = 'satmath';

const SECTION_TITLES: Record<MathSection, string> = {
  algebra: 'Algebra',
  'advanced-math': 'Advanced math',
  'data-analysis': 'Problem solving and data analysis',
  geometry: 'Geometry and trigonometry',
};

/**
 * The SAT math office Muse ships with: its assistant is trained on every lesson's text and concept
 * explanations (one topic per lesson, a pair per concept), so the concept chat answers from them.
 */
export function satMathOfficeDefinition(lessons: readonly ShippedLesson[]): BuiltInOfficeDefinition {
  return {
    officeId: SATMATH_OFFICE_ID,
    ownerId: 'muse-satmath',
    name: 'SAT Math',
    welcome: 'Hi! Pick a section to practise SAT math, or ask me about any concept.',
    noinfo:
      'I can help with the SAT math lessons here: algebra, advanced math, data analysis and geometry. ' +
      'Try asking, for example, "What is slope?"',
    look: { id: 'DahliaHairstyle2Outfit3', name: 'SAT Math tutor' },
    flags: { type: 'SATMath', isAiChat: 0, setupScreen: 'MathSetup', isMathChat: 1 },
    topics: lessons.map((l) => ({
      topic: `${SECTION_TITLES[l.section]} ${l.lesson}: ${l.topic}`,
      text: [l.lessonText, ...l.concepts.map((c) => `${c.concept}. ${c.text}`)].join('\n\n'),
      pairs: l.concepts.map((c) => ({ question: `What is ${c.concept}?`, answer: c.text })),
    })),
  };
}
