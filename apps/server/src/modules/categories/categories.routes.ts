import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../container';

/** Categories (boards) of a user's images, and the auto-categorisation request. */
export const categoriesRoutes =
  (_ctx: AppContext): FastifyPluginAsyncZod =>
  async () => {};
