import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../container';

/** Public galleries: similar (full text), favorites, most popular, featured and the admin's recent lists. */
export const imageGalleriesRoutes =
  (_ctx: AppContext): FastifyPluginAsyncZod =>
  async () => {};
