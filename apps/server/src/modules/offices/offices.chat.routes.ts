import {
  AskQuestionBody,
  AskQuestionReply,
  ConversationMessagesBody,
  ConversationsReply,
  ErrorBody,
  HasMessagesReply,
  MessagesReply,
  OfficeBody,
  TranslateBody,
  TranslateReply,
} from '@muse/contracts';
import type { ProviderRegistry } from '@muse/providers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serviceUnavailable } from '../../platform/http/errors';
import { senderOf } from '../../shared/visitor-identity';
import type { OfficeChat } from './offices.chat.service';

const tags = ['offices'];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 429: ErrorBody };
export const TRANSLATION_UNAVAILABLE = 'translation needs a configured AI provider';

export interface ChatRouteDeps {
  chat: OfficeChat;
  /** the hosted text model, when there is one, translates */
  providers: Pick<ProviderRegistry, 'engine'>;
  /** whether cookies are Secure whatever the request's protocol (an https PUBLIC_URL) */
  cookieSecure: boolean;
}

/**
 * Talking to an office's assistant (ask-question, has-messages, get-last-messages, conversations,
 * conversationMessages, translate). Everyone may talk, guests and visitors included; only the office's owner
 * and admins read its conversations.
 */
export const chatRoutes =
  ({ chat, providers, cookieSecure }: ChatRouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/openai/ask-question',
      {
        schema: { tags, body: AskQuestionBody, response: { 200: AskQuestionReply, ...errors } },
        config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      },
      async (req, reply) => {
        const { officeId, ...input } = req.body;
        return chat.ask(officeId, senderOf(req, reply, { create: true, cookieSecure })!, input);
      },
    );

    app.post(
      '/openai/has-messages',
      { schema: { tags, body: OfficeBody, response: { 200: HasMessagesReply, ...errors } } },
      async (req, reply) => {
        const speaker = senderOf(req, reply, { create: false, cookieSecure });
        return { hasMessages: speaker ? await chat.hasMessages(req.body.officeId, speaker) : false };
      },
    );

    app.post(
      '/openai/get-last-messages',
      { schema: { tags, body: OfficeBody, response: { 200: MessagesReply, ...errors } } },
      async (req, reply) => {
        const speaker = senderOf(req, reply, { create: false, cookieSecure });
        return { messages: speaker ? await chat.lastMessages(req.body.officeId, speaker) : [] };
      },
    );

    app.post(
      '/ai/conversations',
      { schema: { tags, body: OfficeBody, response: { 200: ConversationsReply, ...errors } } },
      async (req) => ({ conversations: await chat.conversations(req.body.officeId, req.caller) }),
    );

    app.post(
      '/ai/conversationMessages',
      { schema: { tags, body: ConversationMessagesBody, response: { 200: MessagesReply, ...errors } } },
      async (req) => ({
        messages: await chat.conversationMessages(
          req.body.officeId,
          req.caller,
          req.body.userId,
          req.body.date,
        ),
      }),
    );

    app.post(
      '/openai/translate',
      {
        schema: { tags, body: TranslateBody, response: { 200: TranslateReply, ...errors, 503: ErrorBody } },
        config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      },
      async (req) => {
        const engine = providers.engine('text');
        // Translation needs a language model; the local engines have none, so say so instead of faking one.
        if (!engine) throw serviceUnavailable('translation_unavailable', TRANSLATION_UNAVAILABLE);
        const { from, to, text } = req.body;
        const result = await engine.complete({
          system: `Translate the user's text from ${from} to ${to}. Answer with the translation only.`,
          messages: [{ role: 'user', content: text }],
          temperature: 0,
        });
        return { translation: result.text.trim() };
      },
    );
  };
