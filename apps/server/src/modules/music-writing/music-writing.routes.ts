import {
  ErrorBody,
  MusicIdeasBody,
  MusicIdeasReply,
  SongSectionBody,
  SongSectionReply,
} from '@muse/contracts';
import { effectiveMusicPro, lyricsEditGate } from '@muse/domain';
import type { ProviderRegistry } from '@muse/providers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAccount } from '../../platform/http/auth-guard';
import { HttpError } from '../../platform/http/errors';
import { musicIdeas } from './music-ideas';
import { songSection } from './song-section';

const tags = ['music'];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 422: ErrorBody, 429: ErrorBody };

export const MUSIC_PRO_LYRICS_MESSAGE = 'Writing lyrics with AI is part of the music membership.';

/**
 * Words for music: ideas for a track (anyone may ask, like image ideas) and AI lyrics for one section of the
 * lyrics editor, which belongs to music pro.
 */
export const musicWritingRoutes =
  ({ providers }: { providers: Pick<ProviderRegistry, 'engine'> }): FastifyPluginAsyncZod =>
  async (app) => {
    // The spec names both: /ai/... with a fast model and /openai/...; here both use the same writers.
    for (const url of ['/ai/create-music-name-description', '/openai/create-music-name-description']) {
      app.post(
        url,
        {
          schema: { tags, body: MusicIdeasBody, response: { 200: MusicIdeasReply, ...errors } },
          config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
        },
        async (req) => musicIdeas(req.body, { providers, logger: req.log }),
      );
    }

    app.post(
      '/openai/create-song-section',
      {
        schema: { tags, body: SongSectionBody, response: { 200: SongSectionReply, ...errors } },
        config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      },
      async (req) => {
        requireAccount(req);
        const user = req.callerUser;
        const status = user ? effectiveMusicPro(user.musicPro, user.musicProUntil) : '';
        if (lyricsEditGate(status) !== 'allowed') {
          throw new HttpError(403, 'music_pro_required', MUSIC_PRO_LYRICS_MESSAGE);
        }
        return songSection(req.body, { providers, logger: req.log });
      },
    );
  };
