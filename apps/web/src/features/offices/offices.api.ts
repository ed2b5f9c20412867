import {
  AskQuestionReply,
  AvatarsReply,
  HasMessagesReply,
  HelperOfficeReply,
  InvitationActionReply,
  InvitationByToken,
  InviteMemberReply,
  MessagesReply,
  MyInvitationsReply,
  Office,
  OfficeMembersReply,
  OfficesReply,
  TextToSpeechReply,
  type TextToSpeechBody,
} from '@muse/contracts';
import type { OfficeType, UpdateAssistantBody } from '@muse/contracts';
import type * as z from 'zod/mini';
import { api } from '../../app/api-client';

const enc = encodeURIComponent;
type In<S extends z.ZodMiniType> = z.input<S>;

/**
 * The offices endpoints the assistant pages call: offices, the main assistant, talking to it, its voice and
 * the avatar portraits. Training lives in features/assistant-setup.
 */
export const officesApi = {
  create: (body: { type: OfficeType; name?: string }) =>
    api.post('/api/offices/newOffice', { schema: Office, body }),
  mine: (signal?: AbortSignal) => api.get('/api/offices/mine', { schema: OfficesReply, signal }),
  office: (officeId: string, signal?: AbortSignal) =>
    api.get(`/api/offices/${enc(officeId)}`, { schema: Office, signal }),
  /** the main assistant is index 0 */
  updateAssistant: (officeId: string, body: In<typeof UpdateAssistantBody>) =>
    api.post(`/api/offices/${enc(officeId)}/updateAssistant/0`, { schema: Office, body }),

  members: (officeId: string, signal?: AbortSignal) =>
    api.get(`/api/offices/${enc(officeId)}/members`, { schema: OfficeMembersReply, signal }),
  /** the same reply whatever the email: the invitee joins by accepting */
  invite: (officeId: string, email: string) =>
    api.post(`/api/offices/${enc(officeId)}/members`, { schema: InviteMemberReply, body: { email } }),
  removeMember: (officeId: string, userId: string) =>
    api.request('DELETE', `/api/offices/${enc(officeId)}/members/${enc(userId)}`, {
      schema: OfficeMembersReply,
    }),
  cancelInvitation: (officeId: string, invitationId: string) =>
    api.request('DELETE', `/api/offices/${enc(officeId)}/invitations/${enc(invitationId)}`, {
      schema: OfficeMembersReply,
    }),
  /** the signed-in account's open invitations */
  myInvitations: (signal?: AbortSignal) =>
    api.get('/api/offices/invitations', { schema: MyInvitationsReply, signal }),
  /** the emailed link's invitation (the token goes in the body, not a URL) */
  invitationByToken: (token: string, signal?: AbortSignal) =>
    api.post('/api/offices/invitations/by-token', { schema: InvitationByToken, body: { token }, signal }),
  acceptInvitation: (invitationId: string) =>
    api.post(`/api/offices/invitations/${enc(invitationId)}/accept`, {
      schema: InvitationActionReply,
      body: {},
    }),
  declineInvitation: (invitationId: string) =>
    api.post(`/api/offices/invitations/${enc(invitationId)}/decline`, {
      schema: InvitationActionReply,
      body: {},
    }),

  ask: (body: { officeId: string; question: string; shortAnswers?: boolean }) =>
    api.post('/api/openai/ask-question', { schema: AskQuestionReply, body }),
  hasMessages: (officeId: string, signal?: AbortSignal) =>
    api.post('/api/openai/has-messages', { schema: HasMessagesReply, body: { officeId }, signal }),
  lastMessages: (officeId: string, signal?: AbortSignal) =>
    api.post('/api/openai/get-last-messages', { schema: MessagesReply, body: { officeId }, signal }),

  /** textToSpeach (the spec's spelling): an mp3 URL of the text in the voice */
  textToSpeech: (body: TextToSpeechBody, signal?: AbortSignal) =>
    api.post('/api/offices/textToSpeach', { schema: TextToSpeechReply, body, signal }),
  avatars: (signal?: AbortSignal) => api.get('/api/offices/avatars', { schema: AvatarsReply, signal }),
  /** the office the floating helper chat talks to */
  helperOffice: (signal?: AbortSignal) =>
    api.get('/api/offices/imagechat', { schema: HelperOfficeReply, signal }),
};

/** Query keys of the offices views (`officeKeys.all` covers every one). */
export const officeKeys = {
  all: ['offices'] as const,
  mine: (userId: string) => ['offices', 'mine', userId] as const,
  /** what an office shows depends on who looks (visitors see no personality) */
  office: (officeId: string, viewer: string | null) => ['offices', 'office', officeId, viewer] as const,
  officePrefix: (officeId: string) => ['offices', 'office', officeId] as const,
  transcript: (officeId: string, viewer: string | null) =>
    ['offices', 'transcript', officeId, viewer] as const,
  members: (officeId: string) => ['offices', 'members', officeId] as const,
  invitations: (userId: string) => ['offices', 'invitations', userId] as const,
  invitationByToken: (token: string) => ['offices', 'invitation-token', token] as const,
  avatars: ['offices', 'avatars'] as const,
  helperOffice: ['offices', 'helper-office'] as const,
};
