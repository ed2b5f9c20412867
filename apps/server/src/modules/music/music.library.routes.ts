import {
  ErrorBody,
  MusicGalleriesReply,
  MusicGameNotesParams,
  MusicGameNotesReply,
  MusicListReply,
  MusicPreviewParams,
  MusicRandomReply,
  MusicSimilarBody,
} from '@muse/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { MusicGalleries } from './music.galleries.service';
import type { MusicGameService } from './music.game.service';
import type { MusicPreviews } from './music.previews';

const errors = { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody };
/** A preview is rendered once per server: the list is short, but a first render takes a few seconds. */
const PREVIEWS_PER_MINUTE = 30;
const tags = ['music'];

/**
 * The library's shared lists, open to visitors: galleries, the game's tracks and a game track's notes (the
 * Piano Challenge), random, Similar, and the song creator's previews of presets and base styles.
 */
export const musicLibraryRoutes =
  ({
    galleries,
    game,
    previews,
  }: {
    galleries: MusicGalleries;
    game: Pick<MusicGameService, 'notes'>;
    previews: Pick<MusicPreviews, 'url'>;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/music/previews/:kind/:id',
      {
        schema: {
          tags,
          params: MusicPreviewParams,
          response: { 302: z.null(), ...errors, 429: ErrorBody, 503: ErrorBody },
        },
        config: { rateLimit: { max: PREVIEWS_PER_MINUTE, timeWindow: '1 minute' } },
      },
      async (req, reply) => {
        const url = await previews.url(req.params.kind, req.params.id);
        // The clip's own URL is content-addressed and cached for a year; where it is can change with a version.
        return reply.header('Cache-Control', 'public, max-age=3600').redirect(url, 302);
      },
    );

    app.get(
      '/music/all',
      { schema: { tags, response: { 200: MusicGalleriesReply, ...errors } } },
      async (req) => galleries.all(req.caller),
    );

    app.get(
      '/music/game/all',
      { schema: { tags, response: { 200: MusicListReply, ...errors } } },
      async (req) => galleries.game(req.caller),
    );

    app.get(
      '/music/game/:filename/notes',
      {
        schema: { tags, params: MusicGameNotesParams, response: { 200: MusicGameNotesReply, ...errors } },
      },
      async (req) => game.notes(req.params.filename),
    );

    app.post(
      '/music/random',
      { schema: { tags, response: { 200: MusicRandomReply, ...errors } } },
      async (req) => galleries.random(req.caller),
    );

    app.post(
      '/music/similar',
      { schema: { tags, body: MusicSimilarBody, response: { 200: MusicListReply, ...errors } } },
      async (req) => galleries.similar(req.caller, req.body.keywords),
    );
  };
