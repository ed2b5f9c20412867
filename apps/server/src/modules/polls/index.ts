/**
 * Polls: live polls and quizzes an office's owner starts and its visitors vote on over the socket (one vote
 * per person, results to the office's room), and the polls of dialogs (ShowPoll), kept per office and question.
 */
export { createPollsModule, type PollsModuleDeps } from './polls.module';
export { pollsRoutes } from './polls.routes';
export type { PollsService } from './polls.service';
