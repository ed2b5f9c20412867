import {
  ErrorBody,
  ExtendMusicBody,
  MusicExtension,
  MusicExtensionAudioParams,
  MusicExtensionIdParams,
  MusicExtensionsReply,
  MusicFilenameParams,
  MusicReactionReply,
  OkReply,
} from '@muse/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../platform/http/auth-guard';
import type { MusicDownloadsService } from './music.downloads.service';
import type { MusicExtensionsService } from './music.extensions.service';
import type { MusicReactionsService } from './music.reactions.service';

export interface MusicExtensionsRouteDeps {
  extensions: MusicExtensionsService;
  reactions: Pick<MusicReactionsService, 'reactToExtension'>;
  musicDownloads: Pick<MusicDownloadsService, 'extensionAudioUrl'>;
}

const errors = {
  400: ErrorBody,
  401: ErrorBody,
  403: ErrorBody,
  404: ErrorBody,
  409: ErrorBody,
  422: ErrorBody,
};
const tags = ['music'];

/** Extensions: extend a track, list a track's extensions, delete and react to one, and hear one. */
export const musicExtensionsRoutes =
  ({ extensions, reactions, musicDownloads }: MusicExtensionsRouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/music/:filename/extend',
      {
        schema: {
          tags,
          params: MusicFilenameParams,
          body: ExtendMusicBody,
          response: { 200: MusicExtension, ...errors },
        },
      },
      async (req) => extensions.extend(req.caller, req.params.filename, req.body),
    );

    app.get(
      '/music/:filename/extensions',
      { schema: { tags, params: MusicFilenameParams, response: { 200: MusicExtensionsReply, ...errors } } },
      async (req) => extensions.list(req.caller, req.params.filename),
    );

    app.delete(
      '/music/extension/:id',
      { schema: { tags, params: MusicExtensionIdParams, response: { 200: OkReply, ...errors } } },
      async (req) => extensions.remove(requireUser(req), req.params.id),
    );

    for (const reaction of ['like', 'dislike'] as const) {
      app.post(
        `/music/extension/:id/${reaction}`,
        {
          schema: { tags, params: MusicExtensionIdParams, response: { 200: MusicReactionReply, ...errors } },
        },
        async (req) => reactions.reactToExtension(requireUser(req), req.params.id, reaction),
      );
    }

    // The audio is private media: a fresh signed link for those who may hear it (ranges and caching are
    // the media route's), never the same address for everyone.
    app.get(
      '/music/user/:file',
      { schema: { tags, params: MusicExtensionAudioParams } },
      async (req, reply) => {
        const url = await musicDownloads.extensionAudioUrl(req.caller, req.params.file);
        return reply.header('Cache-Control', 'private, no-store').redirect(url, 302);
      },
    );
  };
