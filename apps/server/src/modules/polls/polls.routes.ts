import {
  CreatePollBody,
  DialogVoteBody,
  ErrorBody,
  OfficePollsParams,
  OfficePollsQuery,
  OfficePollsReply,
  Poll,
  PollParams,
} from '@muse/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isGuestCaller, type Caller } from '../../platform/http/auth-guard';
import { senderOf } from '../../shared/visitor-identity';
import type { Person, PollsService } from './polls.service';

const tags = ['polls'];
const errors = {
  400: ErrorBody,
  401: ErrorBody,
  403: ErrorBody,
  404: ErrorBody,
  409: ErrorBody,
  429: ErrorBody,
};

/** The person of a signed-in (or guest) request. */
export function personOf(caller: Caller): Person {
  return {
    id: caller.userId,
    viewer: { userId: caller.userId, isAdmin: caller.isAdmin },
    signedIn: !isGuestCaller(caller),
  };
}

/** Who is voting: the caller, or a signed-out visitor by the offices' visitor cookie (set on first use). */
function voterOf(req: FastifyRequest, reply: FastifyReply, cookieSecure: boolean): Person {
  if (req.caller) return personOf(req.caller);
  const id = senderOf(req, reply, { create: true, cookieSecure })!;
  return { id, viewer: { userId: null }, signedIn: false };
}

const visitor: Person = { id: '', viewer: { userId: null }, signedIn: false };

/**
 * Polls: owners and admins start (`POST /polls`), close and list an office's polls; a dialog's poll is voted
 * on over HTTP by anyone who may see the office. Votes on live polls arrive over the socket (polls.socket.ts).
 */
export const pollsRoutes =
  ({ polls, cookieSecure }: { polls: PollsService; cookieSecure: boolean }): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/polls',
      {
        schema: { tags, body: CreatePollBody, response: { 200: Poll, ...errors } },
        config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      },
      async (req) => polls.start(req.caller ? personOf(req.caller) : visitor, req.body),
    );

    app.post(
      '/polls/dialog-vote',
      {
        schema: { tags, body: DialogVoteBody, response: { 200: Poll, ...errors } },
        config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      },
      async (req, reply) => polls.dialogVote(voterOf(req, reply, cookieSecure), req.body),
    );

    app.post(
      '/polls/:id/close',
      { schema: { tags, params: PollParams, response: { 200: Poll, ...errors } } },
      async (req) => polls.close(req.caller ? personOf(req.caller) : visitor, req.params.id),
    );

    app.get(
      '/polls/office/:officeId',
      {
        schema: {
          tags,
          params: OfficePollsParams,
          querystring: OfficePollsQuery,
          response: { 200: OfficePollsReply, ...errors },
        },
      },
      async (req) =>
        polls.history(req.caller ? personOf(req.caller) : visitor, req.params.officeId, req.query),
    );
  };
