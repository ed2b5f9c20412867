/**
 * Mock interviews: questions for a job title (a hosted text model, or the local competency bank), candidates'
 * submitted answers, their evaluation by the `interviews.evaluate` job (hosted with a rubric, or the local
 * evaluator), the result by its random id and by mail, and an office's results for its owner.
 */
export { createInterviewsModule, type InterviewsModuleDeps } from './interviews.module';
export { interviewsRoutes } from './interviews.routes';
export {
  evaluateInterviewJob,
  scheduleInterviewEvaluation,
  type InterviewJobServices,
} from './interviews.jobs';
export type { InterviewsService } from './interviews.service';
