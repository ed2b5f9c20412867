/**
 * Feedback: the demo-request form, the interview report's rating and suggestion, the feedback popup's
 * reviews and skips (and whether it should still ask), and dialog forms (a dialog's FormSubmit target);
 * offices' owners read what their pages received. The music page's feedback is the music module's.
 */
export { createFeedbackModule, type FeedbackModuleDeps } from './feedback.module';
export { feedbackRoutes } from './feedback.routes';
export type { FeedbackService } from './feedback.service';
