import {
  FeedbackMineReply,
  FormSubmissionsReply,
  LegalReply,
  OfficeFeedbackReply,
  OkReply,
  type FeedbackBody,
} from '@muse/contracts';
import { api } from '../../app/api-client';

const enc = encodeURIComponent;

/** Feedback, the popup's state, and what an office's page received. */
export const formsApi = {
  /** POST /feedback: a demo request, a review or suggestion, or the popup's skip */
  send: (body: FeedbackBody) => api.post('/api/feedback', { schema: OkReply, body }),
  mine: (signal?: AbortSignal) => api.get('/api/feedback/mine', { schema: FeedbackMineReply, signal }),
  officeFeedback: (officeId: string, before?: string, signal?: AbortSignal) =>
    api.get(`/api/feedback/office/${enc(officeId)}`, {
      schema: OfficeFeedbackReply,
      query: { before },
      signal,
    }),
  officeForms: (officeId: string, before?: string, signal?: AbortSignal) =>
    api.get(`/api/forms/${enc(officeId)}`, { schema: FormSubmissionsReply, query: { before }, signal }),
  /** who runs this server and how to reach them: the feedback thanks name the contact address */
  legal: (signal?: AbortSignal) => api.get('/api/legal', { schema: LegalReply, signal }),
};
