/**
 * Mock interviews without a model: questions from a competency bank per role family, and an evaluator that
 * grades each answer for its competency and writes the report from what it found.
 */
export {
  writeInterviewQuestions,
  interviewQuestionCount,
  AUTO_INTERVIEW_QUESTIONS,
  type InterviewQuestion,
  type InterviewQuestionsInput,
} from './questions';
export { findRoleFamily, type RoleFamilyId } from './roles';
export {
  evaluateInterview,
  type InterviewAnswerInput,
  type InterviewEvaluation,
  type InterviewReport,
} from './evaluate';
export type { Grade as InterviewGrade } from './grade';
export type { AnswerFinding, CompetencyFinding } from './report';
