import { LegalReply } from '@muse/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** GET /legal: the operator's details and the outside services the legal texts name (public, cached). */
export const legalRoutes =
  (legal: LegalReply): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/legal', { schema: { tags: ['legal'], response: { 200: LegalReply } } }, async (_req, reply) => {
      void reply.header('cache-control', 'public, max-age=300');
      return legal;
    });
  };
