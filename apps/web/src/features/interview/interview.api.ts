import {
  InterviewQuestionsReply,
  InterviewResultReply,
  OkReply,
  SubmitInterviewReply,
} from '@muse/contracts';
import type { CreateInterviewQuestionsBody, SubmitInterviewBody } from '@muse/contracts';
import { api } from '../../app/api-client';

/** The mock interview's endpoints: questions for a job title, submitting answers, the evaluation, feedback. */
export const interviewApi = {
  createQuestions: (body: CreateInterviewQuestionsBody) =>
    api.post('/api/openai/createInterviewQuestions', { schema: InterviewQuestionsReply, body }),
  submit: (query: { jobTitle: string; email?: string }, body: SubmitInterviewBody) =>
    api.post('/api/openai/submitInterview', { schema: SubmitInterviewReply, query, body }),
  /** 404 until the evaluation is ready */
  result: (id: string, signal?: AbortSignal) =>
    api.get(`/api/user/interview/${encodeURIComponent(id)}`, { schema: InterviewResultReply, signal }),
  /** the report's helpfulness rating and suggestion, as one review ("Very helpful: …") */
  sendFeedback: ({ ratingLabel, suggestion }: { ratingLabel: string; suggestion: string }) =>
    api
      .post('/api/feedback', {
        schema: OkReply,
        body: { source: 'interview', review: suggestion ? `${ratingLabel}: ${suggestion}` : ratingLabel },
      })
      .then(() => undefined),
};
