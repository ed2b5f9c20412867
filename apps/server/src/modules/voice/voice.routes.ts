import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  ErrorBody,
  TranscribeReply,
  TranscribeStatusReply,
  VOICE_LIMITS,
  VoiceClipParams,
  VoiceMode,
} from '@muse/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FileTextError, receiveUpload, removeStaleUploads } from '../../platform/file-text';
import { fieldError, HttpError } from '../../platform/http/errors';
import type { VoiceService } from './voice.service';
import { senderOf } from '../../shared/visitor-identity';

const tags = ['voice'];
const errors = {
  400: ErrorBody,
  404: ErrorBody,
  413: ErrorBody,
  415: ErrorBody,
  429: ErrorBody,
  502: ErrorBody,
  503: ErrorBody,
};
const OFFICE_ID = /^[A-Za-z0-9_-]{1,64}$/;

export interface VoiceRouteDeps {
  voice: VoiceService;
  dataDir: string;
  cookieSecure: boolean;
}

/**
 * Voice answers. POST /ai/transcribe takes one multipart clip in `file` (at most 10 MB and 2 minutes) with
 * optional `officeId` and `mode` (input | text), from anyone who may use dialogs (visitors by their cookie,
 * guests, users), quota'd per address; answers `{ text, audioUrl }`, or 503 no_recognizer when the server
 * has none. GET /ai/transcribe/status says which recogniser answers. GET /ai/voice-clips/:id streams a clip to
 * its speaker and to the office's owner and admins (404 for anyone else).
 */
export const voiceRoutes =
  ({ voice, dataDir, cookieSecure }: VoiceRouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const dir = join(dataDir, 'tmp', 'voice');
    await removeStaleUploads(dir, 3600_000);

    app.get(
      '/ai/transcribe/status',
      { schema: { tags, response: { 200: TranscribeStatusReply } } },
      async () => voice.status(),
    );

    app.post(
      '/ai/transcribe',
      {
        schema: { tags, consumes: ['multipart/form-data'], response: { 200: TranscribeReply, ...errors } },
        config: { rateLimit: { max: 30, timeWindow: '1 minute' }, multipart: true },
      },
      async (req, reply) => {
        voice.assertAvailable();
        const upload = await receiveUpload(req, { maxBytes: VOICE_LIMITS.maxBytes, dir }).catch(
          (error: unknown) => {
            if (error instanceof FileTextError && error.code === 'too_large')
              throw new HttpError(413, 'too_large', 'A voice clip can be at most 10 MB.', [
                { field: 'file', message: 'larger than 10 MB' },
              ]);
            throw error;
          },
        );
        try {
          const mode = VoiceMode.safeParse(upload.fields.mode ?? 'input');
          if (!mode.success) throw fieldError('mode', 'The mode must be input or text.');
          const officeId = upload.fields.officeId?.trim() || undefined;
          if (officeId !== undefined && !OFFICE_ID.test(officeId))
            throw fieldError('officeId', 'This is not an office id.');
          const audio = await readFile(upload.path);
          const speaker = senderOf(req, reply, { create: true, cookieSecure })!;
          return await voice.transcribe(speaker, req.ip, {
            audio,
            mimeType: upload.mimeType,
            mode: mode.data,
            ...(officeId ? { officeId } : {}),
          });
        } finally {
          await upload.cleanup();
        }
      },
    );

    app.get(
      '/ai/voice-clips/:id',
      // The audio goes out as bytes; a 404 has the usual error body.
      { schema: { tags, params: VoiceClipParams } },
      async (req, reply) => {
        const speaker = senderOf(req, reply, { create: false, cookieSecure });
        const clip = await voice.clip(req.params.id, speaker, req.caller);
        return reply
          .type(clip.contentType)
          .header('content-length', clip.size)
          .header('cache-control', 'private, no-store')
          .header('content-security-policy', "default-src 'none'; sandbox")
          .send(clip.body);
      },
    );
  };
