import {
  ErrorBody,
  FavoritesBody,
  ImageItem,
  ImageListReply,
  PublicPageBody,
  RecentBody,
  SimilarBody,
} from '@muse/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin, requireUser } from '../../platform/http/auth-guard';
import { notFound } from '../../platform/http/errors';
import type { ImageGalleries } from './images.galleries.service';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const tags = ['images'];
const list = { 200: ImageListReply, ...errors };

/** Public galleries: similar (full text), favorites, most popular, featured and the admin's recent lists. */
export const imageGalleriesRoutes =
  ({ galleries }: { galleries: ImageGalleries }): FastifyPluginAsyncZod =>
  async (app) => {
    app.post('/images/similar', { schema: { tags, body: SimilarBody, response: list } }, async (req) =>
      galleries.similar(req.caller, req.body),
    );

    app.post('/images/favorites', { schema: { tags, body: FavoritesBody, response: list } }, async (req) =>
      galleries.favorites(requireUser(req), req.body),
    );

    app.post('/images/popular', { schema: { tags, body: PublicPageBody, response: list } }, async (req) =>
      galleries.popular(req.caller, req.body),
    );

    app.post('/images/featured', { schema: { tags, body: PublicPageBody, response: list } }, async (req) =>
      galleries.featured(req.caller, req.body),
    );

    // The spec's call has no body; 404 when the gallery is still empty.
    app.post('/images/random', { schema: { tags, response: { 200: ImageItem, ...errors } } }, async (req) => {
      const item = await galleries.random(req.caller);
      if (!item) throw notFound('There are no public images yet.');
      return item;
    });

    const recent = { schema: { tags, body: RecentBody, response: list } };
    app.post('/images/recent', recent, async (req) =>
      galleries.recent(requireAdmin(req), 'public', req.body),
    );
    app.post('/images/private/recent', recent, async (req) =>
      galleries.recent(requireAdmin(req), 'private', req.body),
    );
    app.post('/images/canva/recent', recent, async (req) =>
      galleries.recent(requireAdmin(req), 'canva', req.body),
    );
  };
