import { StatisticsReply } from '@muse/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { StatisticsService } from './statistics.service';

/** GET /statistics: open to everyone, cached a minute by browsers as on the server. */
export const statisticsRoutes =
  ({ statistics }: { statistics: Pick<StatisticsService, 'counts'> }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/statistics',
      { schema: { tags: ['statistics'], response: { 200: StatisticsReply } } },
      async (_req, reply) => {
        void reply.header('cache-control', 'public, max-age=60');
        return statistics.counts();
      },
    );
  };
