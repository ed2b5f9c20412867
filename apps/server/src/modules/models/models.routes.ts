import { ModelsReply } from '@muse/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../container';

/** The model catalogue, with which models this server can run under its current configuration. */
export const modelsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/models', { schema: { tags: ['models'], response: { 200: ModelsReply } } }, async () => ({
      models: ctx.providers.models(),
    }));
  };
