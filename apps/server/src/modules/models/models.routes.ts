import { ModelsReply } from '@muse/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModelsService } from './models.service';

/** The model catalogue, with which models this server can run under its current configuration. */
export const modelsRoutes =
  ({ models }: { models: Pick<ModelsService, 'list'> }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/models', { schema: { tags: ['models'], response: { 200: ModelsReply } } }, async () => ({
      models: await models.list(),
    }));
  };
