/**
 * SAT math for learners (issue #16; spec assistant-workspace.md §2 and §4): the section picker, a section's
 * lessons with progress rings, the practice quiz with its result card, the study view with the lesson video
 * and the concept chat. `QuestionCard` is the math question card, shared with MathSOS (`mode="sos"`).
 */
export { SatMathView } from './components/SatMathView';
export { DialogSatMath } from './components/DialogSatMath';
export type { SatMathViewProps } from './components/SatMathView';
export { QuestionCard } from './components/QuestionCard';
export type { QuestionCardProps } from './components/QuestionCard';
export { satMathApi, satMathKeys } from './sat-math.api';
