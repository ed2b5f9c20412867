import {
  EditItemParams,
  EditToolBody,
  EditToolsReply,
  ErrorBody,
  ImageEditJob,
  ImageEditParams,
  ImageItem,
  InpaintBody,
  UploadReply,
} from '@muse/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../platform/http/auth-guard';
import type { EditorService } from './editor.service';
import { receiveImage } from './editor.uploads';

const tags = ['editor'];
const errors = {
  400: ErrorBody,
  401: ErrorBody,
  402: ErrorBody,
  404: ErrorBody,
  409: ErrorBody,
  413: ErrorBody,
  415: ErrorBody,
  429: ErrorBody,
  503: ErrorBody,
};

/**
 * The image editor's routes: uploads (`/user/upload/image` saves the edited picture as a new item and is the
 * photo wizard's upload; `/user/upload` keeps a mask or working picture for the AI tools), the area edit
 * and expand (`/images/user/{id}/inpaint`, the spec's), the other AI tools (`/images/user/{id}/edit`, not
 * shown by the spec) and polling a run (`/images/edits/{editId}`). Everyone signed in (guests too) may call
 * them; the service checks the plan or credits.
 */
export const editorRoutes =
  ({ editor }: { editor: EditorService }): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/user/upload/image',
      {
        schema: { tags, consumes: ['multipart/form-data'], response: { 200: ImageItem, ...errors } },
        config: { rateLimit: { max: 30, timeWindow: '1 minute' }, multipart: true },
      },
      async (req) => {
        const caller = requireUser(req);
        return editor.saveEdited(caller, await receiveImage(req));
      },
    );

    app.post(
      '/user/upload',
      {
        schema: { tags, consumes: ['multipart/form-data'], response: { 200: UploadReply, ...errors } },
        config: { rateLimit: { max: 60, timeWindow: '1 minute' }, multipart: true },
      },
      async (req) => {
        const caller = requireUser(req);
        return editor.upload(caller, await receiveImage(req));
      },
    );

    app.post(
      '/images/user/:id/inpaint',
      {
        schema: {
          tags,
          params: EditItemParams,
          body: InpaintBody,
          response: { 200: ImageEditJob, ...errors },
        },
        config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      },
      async (req) => editor.requestInpaint(requireUser(req), req.params.id, req.body),
    );

    app.post(
      '/images/user/:id/edit',
      {
        schema: {
          tags,
          params: EditItemParams,
          body: EditToolBody,
          response: { 200: ImageEditJob, ...errors },
        },
        config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      },
      async (req) => editor.requestTool(requireUser(req), req.params.id, req.body),
    );

    // Open to visitors: it names no account's data, only what this server is set up to run.
    app.get('/images/edit-tools', { schema: { tags, response: { 200: EditToolsReply } } }, async () =>
      editor.tools(),
    );

    app.get(
      '/images/edits/:editId',
      { schema: { tags, params: ImageEditParams, response: { 200: ImageEditJob, ...errors } } },
      async (req) => editor.get(requireUser(req), req.params.editId),
    );
  };
