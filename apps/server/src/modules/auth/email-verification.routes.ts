import {
  ErrorBody,
  OkReply,
  VerifiedEmailReply,
  VerifyEmailBody,
  VerifyEmailCodeBody,
  VerifyEmailCodeReply,
} from '@muse/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAccount } from '../../platform/http/auth-guard';
import type { EmailVerificationService } from './email-verification.service';

const tags = ['auth'];
const errors = { 400: ErrorBody, 401: ErrorBody, 409: ErrorBody, 429: ErrorBody };

/**
 * Email verification of a signed-in account. Guests count as not logged in for music creation, so they are
 * asked to sign in instead (401).
 */
export const emailVerificationRoutes =
  ({ emailVerification }: { emailVerification: EmailVerificationService }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/user/verifiedEmail',
      { schema: { tags, response: { 200: VerifiedEmailReply, ...errors } } },
      async (req) => emailVerification.status(requireAccount(req).userId),
    );

    app.post(
      '/user/verifyEmail',
      {
        schema: { tags, body: VerifyEmailBody, response: { 200: OkReply, ...errors } },
        config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      },
      async (req) => {
        await emailVerification.start(requireAccount(req).userId, req.body.email);
        return { ok: true as const };
      },
    );

    app.post(
      '/user/verifyEmailWithCode',
      {
        schema: { tags, body: VerifyEmailCodeBody, response: { 200: VerifyEmailCodeReply, ...errors } },
        config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      },
      async (req) => emailVerification.confirm(requireAccount(req).userId, req.body.code),
    );
  };
