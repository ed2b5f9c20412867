import {
  Asset,
  AssetParams,
  AssetSearchQuery,
  AssetSearchReply,
  AssetTagBody,
  CreateAssetBody,
  DeleteAssetReply,
  ErrorBody,
} from '@muse/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../platform/http/auth-guard';
import type { AssetsService } from './assets.service';

const tags = ['assets'];
const errors = { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody, 409: ErrorBody, 429: ErrorBody };

/**
 * The asset library (spec: GET /assets/search, POST /assets, DELETE /assets/{id}, POST /assets/tag/{id} and
 * /untag/{id}): everyone signed in (guests too) keeps one; each asset is its owner's alone. Polls are saved
 * and shown over the socket (assets.socket.ts).
 */
export const assetsRoutes =
  ({ assets }: { assets: AssetsService }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/assets/search',
      { schema: { tags, querystring: AssetSearchQuery, response: { 200: AssetSearchReply, ...errors } } },
      async (req) => assets.search(requireUser(req), req.query),
    );

    app.post(
      '/assets',
      {
        schema: { tags, body: CreateAssetBody, response: { 200: Asset, ...errors } },
        config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      },
      async (req) => assets.create(requireUser(req), req.body),
    );

    app.delete(
      '/assets/:id',
      { schema: { tags, params: AssetParams, response: { 200: DeleteAssetReply, ...errors } } },
      async (req) => assets.remove(requireUser(req), req.params.id),
    );

    app.post(
      '/assets/tag/:id',
      { schema: { tags, params: AssetParams, body: AssetTagBody, response: { 200: Asset, ...errors } } },
      async (req) => assets.tag(requireUser(req), req.params.id, req.body.tag),
    );

    app.post(
      '/assets/untag/:id',
      { schema: { tags, params: AssetParams, body: AssetTagBody, response: { 200: Asset, ...errors } } },
      async (req) => assets.untag(requireUser(req), req.params.id, req.body.tag),
    );
  };
