import { TranscribeReply, TranscribeStatusReply } from '@muse/contracts';
import { api } from '../../app/api-client';
import { errorFromReply } from '../../app/api-error';

/** The server's recogniser: whether there is one, and clips sent to it. */
export const voiceAnswerApi = {
  status: () => api.get('/api/ai/transcribe/status', { schema: TranscribeStatusReply }),
  transcribe: async (
    wav: Blob,
    opts: { officeId?: string; mode: 'input' | 'text'; signal?: AbortSignal },
  ): Promise<TranscribeReply> => {
    const form = new FormData();
    form.append('mode', opts.mode);
    if (opts.officeId) form.append('officeId', opts.officeId);
    form.append('file', wav, 'answer.wav');
    const response = await fetch('/api/ai/transcribe', {
      method: 'POST',
      body: form,
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
      ...(opts.signal ? { signal: opts.signal } : {}),
    });
    const text = await response.text();
    if (!response.ok) throw errorFromReply(response.status, text);
    return TranscribeReply.parse(JSON.parse(text));
  },
};
