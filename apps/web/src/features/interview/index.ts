/**
 * The mock interview: its API (questions for a job title, submitting answers, the evaluation), the job
 * title and Generate row with its hook (shared with the assistant's interview setup), the evaluation report
 * modal and the practice page (/mock-interview).
 */
export { interviewApi } from './interview.api';
export { JobTitleGenerate } from './components/JobTitleGenerate';
export { useGenerateQuestions } from './hooks/use-generate-questions';
export { InterviewEvaluationModal } from './components/InterviewEvaluationModal';
export { submittedInterview } from './submitted';
