/**
 * The mock interview: its API (questions for a job title, submitting answers, the evaluation), the
 * evaluation report modal and the practice page (/mock-interview).
 */
export { interviewApi } from './interview.api';
export { InterviewEvaluationModal } from './components/InterviewEvaluationModal';
export { submittedInterview } from './submitted';
