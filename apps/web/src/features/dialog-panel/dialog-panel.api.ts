import { ReadFileReply, type TranscriptBody } from '@muse/contracts';
import * as z from 'zod/mini';
import { api } from '../../app/api-client';
import { errorFromReply } from '../../app/api-error';

const Ok = z.looseObject({ ok: z.boolean() });

/** The calls the dialog panel makes: transcript entries, a dialog's form, a PDF's text. */
export const dialogPanelApi = {
  /** POST /api/transcripts: one answered question while the dialog records */
  transcript: (body: TranscriptBody) => api.post('/api/transcripts', { schema: Ok, body }),
  /** FormSubmit: `{ answers, officeId }` to the dialog's path under /api (checked by the caller) */
  submitForm: (path: string, body: { answers: unknown; officeId?: string }) =>
    api.post(path, { schema: z.unknown(), body }),
  /** POST /api/ai/read-pdf: the text of one PDF (multipart part `file`) */
  readPdf: async (file: File, signal?: AbortSignal): Promise<z.infer<typeof ReadFileReply>> => {
    const form = new FormData();
    form.append('file', file, file.name);
    const response = await fetch('/api/ai/read-pdf', {
      method: 'POST',
      body: form,
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
      signal,
    });
    const text = await response.text();
    if (!response.ok) throw errorFromReply(response.status, text);
    return ReadFileReply.parse(JSON.parse(text));
  },
};
