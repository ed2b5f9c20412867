import {
  AnimateBody,
  CheckSafeBody,
  CheckSafeReply,
  CreateImageBody,
  CreateImageReply,
  ErrorBody,
  FilenameParams,
  IdParams,
  ImageIdeasBody,
  ImageIdeasReply,
  ImageItem,
  ImageListReply,
  MineAllBody,
  MineExistsQuery,
  MineExistsReply,
  QueueReply,
  RegenerateBody,
  RestartBody,
} from '@muse/contracts';
import { BLOCKED_MESSAGE, checkSafety } from '@muse/domain';
import type { ProviderRegistry } from '@muse/providers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, type Caller } from '../../platform/http/auth-guard';
import { fieldError } from '../../platform/http/errors';
import { PromptTranslator } from '../../platform/translation';
import { imageIdeas } from './images.ideas';
import type { ImagesService } from './images.service';
import type { VideoRequests } from './images.videos';

/** The photo wizard (the editor module's): `POST /images/` with `videoImages` transforms that photo. */
export interface PhotoTransforms {
  transform(caller: Caller, body: CreateImageBody): Promise<CreateImageReply>;
}

export interface ImagesRouteDeps {
  images: ImagesService;
  videos: VideoRequests;
  wizard: PhotoTransforms;
  /** the hosted text model, when there is one, writes prompt ideas */
  providers: Pick<ProviderRegistry, 'engine'>;
}

const errors = {
  400: ErrorBody,
  401: ErrorBody,
  402: ErrorBody,
  403: ErrorBody,
  404: ErrorBody,
  409: ErrorBody,
  422: ErrorBody,
  429: ErrorBody,
  503: ErrorBody,
};
const tags = ['images'];

/** Image generation: request, queue, cancel, restart, regenerate, one item, and the user's list. */
export const imagesRoutes =
  ({ images, videos, providers, wizard }: ImagesRouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/images/',
      { schema: { tags, body: CreateImageBody, response: { 200: CreateImageReply, ...errors } } },
      // A video model makes a video (of `videoImages` when given); a picture model given `videoImages` is the
      // photo wizard's transform of that photo.
      async (req) => {
        if (videos.find(req.body.model)) {
          const extra =
            req.body.characterId !== undefined
              ? 'characterId'
              : req.body.inputImage !== undefined
                ? 'inputImage'
                : null;
          if (extra) throw fieldError(extra, `${extra} is for pictures; a video starts from videoImages`);
          return videos.request(requireUser(req), req.body);
        }
        return req.body.videoImages !== undefined
          ? wizard.transform(requireUser(req), req.body)
          : images.request(requireUser(req), req.body);
      },
    );

    app.post(
      '/images/animate/:_id',
      {
        schema: {
          tags,
          description:
            'A video of the picture {_id} (one the caller may see), made by the video model `model`.',
          params: IdParams,
          body: AnimateBody,
          response: { 200: CreateImageReply, ...errors },
        },
      },
      async (req) => videos.animate(requireUser(req), req.params._id, req.body.model),
    );

    app.get('/images/queue', { schema: { tags, response: { 200: QueueReply, ...errors } } }, async (req) =>
      images.queue(requireUser(req)),
    );

    app.post(
      '/images/cancel',
      { schema: { tags, body: RestartBody, response: { 200: ImageItem, ...errors } } },
      async (req) => images.cancel(requireUser(req), req.body.id),
    );

    app.post(
      '/images/restart',
      { schema: { tags, body: RestartBody, response: { 200: ImageItem, ...errors } } },
      async (req) => images.restart(requireUser(req), req.body.id),
    );

    app.put(
      '/images/user/:_id/generate',
      { schema: { tags, params: IdParams, body: RegenerateBody, response: { 200: ImageItem, ...errors } } },
      async (req) => images.regenerate(requireUser(req), req.params._id, req.body),
    );

    app.get(
      '/images/filename/:filename',
      { schema: { tags, params: FilenameParams, response: { 200: ImageItem, ...errors } } },
      async (req) => images.byFilename(req.caller, req.params.filename),
    );

    app.post(
      '/images/mine/all',
      { schema: { tags, body: MineAllBody, response: { 200: ImageListReply, ...errors } } },
      async (req) => images.mine(requireUser(req), req.body),
    );

    // Open to visitors (they have made nothing), so the generator can ask on its first load.
    app.get(
      '/images/mine/exists',
      { schema: { tags, querystring: MineExistsQuery, response: { 200: MineExistsReply, ...errors } } },
      async (req, reply) => {
        void reply.header('cache-control', 'no-store');
        return images.mineExists(req.caller, req.query.models ?? []);
      },
    );

    app.post(
      '/openai/create-image-name-description',
      { schema: { tags, body: ImageIdeasBody, response: { 200: ImageIdeasReply, ...errors } } },
      async (req) =>
        imageIdeas(req.body, {
          providers,
          logger: req.log,
          translator: new PromptTranslator({ providers, logger: req.log }),
        }),
    );

    // Anyone may ask, before searching or generating; the answer has `error` when the text is refused.
    app.post(
      '/images/check-safe',
      { schema: { tags, body: CheckSafeBody, response: { 200: CheckSafeReply, ...errors } } },
      async (req) => (checkSafety(req.body.text).safe ? {} : { error: BLOCKED_MESSAGE }),
    );
  };
