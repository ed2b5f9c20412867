import {
  ErrorBody,
  OkReply,
  TranscriptBody,
  TranscriptsParams,
  TranscriptsQuery,
  TranscriptsReply,
} from '@muse/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { senderOf } from '../../shared/visitor-identity';
import type { TranscriptsService } from './transcripts.service';

const tags = ['transcripts'];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 429: ErrorBody };
/** A dialog posts one entry per answered question: a limit per address well above a person's pace (chosen). */
export const TRANSCRIPTS_PER_MINUTE = 60;

/** Dialog transcripts: anyone sends entries of a recorded run; the office's owner and admins read them. */
export const transcriptsRoutes =
  ({
    transcripts,
    cookieSecure,
  }: {
    transcripts: TranscriptsService;
    cookieSecure: boolean;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/transcripts',
      {
        schema: { tags, body: TranscriptBody, response: { 200: OkReply, ...errors } },
        config: { rateLimit: { max: TRANSCRIPTS_PER_MINUTE, timeWindow: '1 minute' } },
      },
      async (req, reply) =>
        transcripts.add(req.caller, senderOf(req, reply, { create: true, cookieSecure })!, req.ip, req.body),
    );

    app.get(
      '/transcripts/:officeId',
      {
        schema: {
          tags,
          params: TranscriptsParams,
          querystring: TranscriptsQuery,
          response: { 200: TranscriptsReply, ...errors },
        },
      },
      async (req, reply) => {
        void reply.header('cache-control', 'no-store');
        return transcripts.list(req.caller, req.params.officeId, req.query);
      },
    );
  };
