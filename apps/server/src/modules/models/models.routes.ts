import { ModelsReply } from '@muse/contracts';
import type { ProviderRegistry } from '@muse/providers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The model catalogue, with which models this server can run under its current configuration. */
export const modelsRoutes =
  ({ providers }: { providers: Pick<ProviderRegistry, 'models'> }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/models', { schema: { tags: ['models'], response: { 200: ModelsReply } } }, async () => ({
      models: providers.models(),
    }));
  };
