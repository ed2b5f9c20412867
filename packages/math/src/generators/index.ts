/**
 * SAT math problem generators: parameterised templates per section and lesson whose answers the CAS checks
 * (verify), the shipped curriculum (lessons, concepts and 20 verified problems per lesson).
 */
export { generateProblems, type GenerateOptions } from './generate';
export { TEMPLATES, TEMPLATE_BY_ID } from './templates';
export { familyOf, difficultyOf } from './similar';
export type { CheckStatement, GeneratedProblem, Template, Letter } from './types';
export { verifyProblem, finalLineStatesAnswer, type VerifyResult, type Checkable } from '../verify';
export { CURRICULUM, type Lesson, type LessonConcept } from '../curriculum/lessons';
export { SHIPPED_PROBLEMS, type ShippedLessonProblems } from '../curriculum/shipped';
