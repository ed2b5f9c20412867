import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../container';

/** Item actions: view, like, dislike, share link, report, delete, privacy, private links and downloads. */
export const imageActionsRoutes =
  (_ctx: AppContext): FastifyPluginAsyncZod =>
  async () => {};
