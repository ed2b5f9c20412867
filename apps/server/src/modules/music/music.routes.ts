import {
  CreateMusicBody,
  ErrorBody,
  MusicDownloadParams,
  MusicFeedbackBody,
  MusicFilenameParams,
  MusicListReply,
  MusicPageQuery,
  MusicReactionReply,
  MusicTrack,
  OkReply,
} from '@muse/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../platform/http/auth-guard';
import type { MusicDownloadsService } from './music.downloads.service';
import type { MusicFeedbackService } from './music.feedback.service';
import type { MusicReactionsService } from './music.reactions.service';
import type { MusicService } from './music.service';

export interface MusicRouteDeps {
  music: MusicService;
  musicReactions: Pick<MusicReactionsService, 'reactToTrack'>;
  musicDownloads: Pick<MusicDownloadsService, 'download'>;
  musicFeedback: Pick<MusicFeedbackService, 'send'>;
}

const errors = {
  400: ErrorBody,
  401: ErrorBody,
  403: ErrorBody,
  404: ErrorBody,
  409: ErrorBody,
  422: ErrorBody,
  503: ErrorBody,
};
const tags = ['music'];
const track = { 200: MusicTrack, ...errors };
const list = { 200: MusicListReply, ...errors };

/** Feedback is open to visitors: a tighter limit per address than the API's general one. */
export const FEEDBACK_PER_MINUTE = 5;

/** Tracks: create, one track, mine, the queue, the owner's actions, likes, downloads and feedback. */
export const musicRoutes =
  ({ music, musicReactions, musicDownloads, musicFeedback }: MusicRouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post('/music', { schema: { tags, body: CreateMusicBody, response: track } }, async (req) =>
      music.create(req.caller, req.body),
    );

    app.get(
      '/music/single/:filename',
      { schema: { tags, params: MusicFilenameParams, response: track } },
      async (req) => music.single(req.caller, req.params.filename),
    );

    app.get('/music/mine', { schema: { tags, querystring: MusicPageQuery, response: list } }, async (req) =>
      music.mine(requireUser(req), req.query.index),
    );

    app.get('/music/in-progress', { schema: { tags, response: list } }, async (req) =>
      music.inProgress(requireUser(req)),
    );

    const byFilename = { schema: { tags, params: MusicFilenameParams, response: track } };
    app.post('/music/done/:filename', byFilename, async (req) =>
      music.done(requireUser(req), req.params.filename),
    );
    app.post('/music/regenerate/:filename', byFilename, async (req) =>
      music.regenerate(requireUser(req), req.params.filename),
    );
    app.post('/music/requestvideo/:filename', byFilename, async (req) =>
      music.requestVideo(requireUser(req), req.params.filename),
    );
    app.post(
      '/music/delete/:filename',
      { schema: { tags, params: MusicFilenameParams, response: { 200: OkReply, ...errors } } },
      async (req) => music.remove(requireUser(req), req.params.filename),
    );

    for (const reaction of ['like', 'dislike'] as const) {
      app.post(
        `/music/:filename/${reaction}`,
        { schema: { tags, params: MusicFilenameParams, response: { 200: MusicReactionReply, ...errors } } },
        async (req) => musicReactions.reactToTrack(requireUser(req), req.params.filename, reaction),
      );
    }

    // The file itself, saved under the track's name (a plain link in the web app).
    app.get(
      '/music/download/:file',
      // No reply schema: the reply is the file (errors are the usual JSON).
      { schema: { tags, params: MusicDownloadParams } },
      async (req, reply) => {
        const file = await musicDownloads.download(req.caller, req.params.file);
        return reply
          .header('Content-Type', file.contentType)
          .header('Content-Length', file.size)
          .header(
            'Content-Disposition',
            `attachment; filename="${file.name}"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
          )
          .header('Cache-Control', 'private, no-store')
          .header('X-Content-Type-Options', 'nosniff')
          .send(file.body);
      },
    );

    app.post(
      '/music/feedback',
      {
        schema: { tags, body: MusicFeedbackBody, response: { 200: OkReply, 429: ErrorBody, ...errors } },
        config: { rateLimit: { max: FEEDBACK_PER_MINUTE, timeWindow: '1 minute' } },
      },
      async (req) => musicFeedback.send(req.caller, req.body),
    );
  };
