import {
  ErrorBody,
  MusicGalleriesReply,
  MusicGameNotesParams,
  MusicGameNotesReply,
  MusicListReply,
  MusicRandomReply,
  MusicSimilarBody,
} from '@muse/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MusicGalleries } from './music.galleries.service';
import type { MusicGameService } from './music.game.service';

const errors = { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody };
const tags = ['music'];

/**
 * The library's shared lists, open to visitors: galleries, the game's tracks and a game track's notes (the
 * Piano Challenge), random, Similar.
 */
export const musicLibraryRoutes =
  ({
    galleries,
    game,
  }: {
    galleries: MusicGalleries;
    game: Pick<MusicGameService, 'notes'>;
  }): FastifyPluginAsyncZod =>
  async (app) => {
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
