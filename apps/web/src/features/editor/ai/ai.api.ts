import {
  EditToolsReply,
  ImageEditJob,
  UploadReply,
  type EditToolBody,
  type InpaintBody,
} from '@muse/contracts';
import { ApiError } from '../../../app/api-error';
import { api } from '../../../app/api-client';
import { postForm } from '../../../app/post-form';

/** The calls the editor's AI tools make. */
export const aiApi = {
  /** POST /api/user/upload: a mask or the working picture (multipart part `file`), kept for a later run. */
  upload: async (png: Blob, signal?: AbortSignal): Promise<UploadReply> => {
    const form = new FormData();
    form.append('file', png, 'picture.png');
    return postForm('/api/user/upload', form, UploadReply, signal);
  },
  /** POST /api/images/user/{id}/inpaint: an area edit or an expand */
  inpaint: (itemId: string, body: InpaintBody, signal?: AbortSignal) =>
    api.post(`/api/images/user/${encodeURIComponent(itemId)}/inpaint`, {
      schema: ImageEditJob,
      body,
      signal,
    }),
  /** POST /api/images/user/{id}/edit: remove background, upscale, variation, a context edit */
  edit: (itemId: string, body: EditToolBody, signal?: AbortSignal) =>
    api.post(`/api/images/user/${encodeURIComponent(itemId)}/edit`, { schema: ImageEditJob, body, signal }),
  /** GET /api/images/edit-tools: which words-driven tools this server can run */
  tools: (signal?: AbortSignal) => api.get('/api/images/edit-tools', { schema: EditToolsReply, signal }),
  /** GET /api/images/edits/{editId}: the run's status, progress and result */
  job: (editId: string, signal?: AbortSignal) =>
    api.get(`/api/images/edits/${encodeURIComponent(editId)}`, { schema: ImageEditJob, signal }),
  /** The finished picture's bytes (its signed address expires; the editor keeps its own copy). */
  result: async (url: string, signal?: AbortSignal): Promise<Blob> => {
    const response = await fetch(url, { credentials: 'same-origin', signal });
    if (!response.ok) throw new ApiError(response.status, 'result_missing', RESULT_MISSING);
    return response.blob();
  },
};

export const RESULT_MISSING = 'The edited picture could not be loaded. Try again, please.';
