import {
  ConversationsReply,
  CreateChatQuestionsReply,
  MessagesReply,
  OkReply,
  QaListReply,
  ReadPageReply,
  TopicPage,
  TopicPagesReply,
  VoicesReply,
} from '@muse/contracts';
import type { SavePageBody, SaveQuestionsBody } from '@muse/contracts';
import type { QuestionCount } from '@muse/domain';
import { api } from '../../app/api-client';

const enc = encodeURIComponent;

/** The Assistant Setup's endpoints: topics, Q&A, conversations and voices. */
export const setupApi = {
  pages: (officeId: string, signal?: AbortSignal) =>
    api.get(`/api/ai/pages/${enc(officeId)}`, { schema: TopicPagesReply, signal }),
  savePage: (body: SavePageBody) => api.post('/api/ai/save-page', { schema: TopicPage, body }),
  deletePage: (body: { officeId: string; topic: string }) =>
    api.post('/api/ai/delete-page', { schema: OkReply, body }),
  readPage: (body: { officeId: string; pageUrl: string }, signal?: AbortSignal) =>
    api.post('/api/ai/read-page', { schema: ReadPageReply, body, signal }),

  questions: (body: { officeId: string; topic: string }, signal?: AbortSignal) =>
    api.post('/api/ai/questions', { schema: QaListReply, body, signal }),
  saveQuestions: (body: SaveQuestionsBody) =>
    api.post('/api/ai/save-questions', { schema: QaListReply, body }),
  /** writes and SAVES new pairs at the end of the topic's list (422 when the text is too short) */
  createQuestions: (body: { officeId: string; topic: string; numberOfQuestions: QuestionCount }) =>
    api.post('/api/openai/create-chat-questions', { schema: CreateChatQuestionsReply, body }),

  conversations: (officeId: string, signal?: AbortSignal) =>
    api.post('/api/ai/conversations', { schema: ConversationsReply, body: { officeId }, signal }),
  conversationMessages: (body: { officeId: string; userId: string; date: string }, signal?: AbortSignal) =>
    api.post('/api/ai/conversationMessages', { schema: MessagesReply, body, signal }),

  voices: (signal?: AbortSignal) => api.get('/api/offices/voices', { schema: VoicesReply, signal }),
};

/** Query keys of the setup (all under the offices prefix, so `officeKeys.all` covers them). */
export const setupKeys = {
  pages: (officeId: string) => ['offices', 'setup', officeId, 'pages'] as const,
  questions: (officeId: string, topic: string) => ['offices', 'setup', officeId, 'questions', topic] as const,
  conversations: (officeId: string) => ['offices', 'setup', officeId, 'conversations'] as const,
  conversation: (officeId: string, id: string) => ['offices', 'setup', officeId, 'conversation', id] as const,
  voices: ['offices', 'voices'] as const,
};
