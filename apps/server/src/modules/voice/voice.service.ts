import type { Readable } from 'node:stream';
import {
  NO_RECOGNIZER_MESSAGE,
  VOICE_LIMITS,
  type TranscribeReply,
  type TranscribeStatusReply,
  type VoiceMode,
} from '@muse/contracts';
import type { OfficeAccess } from '@muse/domain';
import { isProviderError, isWav, RecognitionError, wavSeconds, type SpeechRecognizer } from '@muse/providers';
import type { Caller } from '../../platform/http/auth-guard';
import { fieldError, HttpError, notFound, serviceUnavailable } from '../../platform/http/errors';
import type { Logger } from '../../platform/logging/logger';
import type { BlobStore } from '../../platform/storage';
import type { AddressQuota, QuotaRule } from '../../shared/address-quota';
import { addressKey } from '../../shared/client-address';
import { newId } from '../../shared/ids';
import { canHearClip } from './voice.policy';
import type { VoiceRepository } from './voice.repository';

/** Voice answers per client address and hour (every caller: recognising is CPU or a paid hosted call). */
export const VOICE_CLIPS_PER_HOUR = 120;
const QUOTA: QuotaRule = {
  kind: 'voice_clip',
  max: VOICE_CLIPS_PER_HOUR,
  windowSeconds: 3600,
  message: (minutes) =>
    `You have sent many voice answers from this address; try again in ${minutes} minute${minutes === 1 ? '' : 's'}, or type your answer.`,
};

const AUDIO_TYPES: Record<string, string> = {
  'audio/wav': 'wav',
  'audio/x-wav': 'wav',
  'audio/wave': 'wav',
  'audio/vnd.wave': 'wav',
  'audio/webm': 'webm',
  'audio/ogg': 'ogg',
  'audio/mpeg': 'mp3',
  'audio/mp4': 'm4a',
  'audio/flac': 'flac',
};

export interface VoiceClipInput {
  audio: Buffer;
  mimeType: string;
  officeId?: string;
  mode: VoiceMode;
}

export interface VoiceServiceDeps {
  repo: VoiceRepository;
  blobs: BlobStore;
  recognizer: SpeechRecognizer | null;
  quota: AddressQuota;
  /** the office's owner and members, for who may hear a clip (404 for an unknown office) */
  offices: { load(officeId: string): Promise<{ access: OfficeAccess }> };
  logger: Logger;
}

/**
 * Voice answers: a recorded clip is recognised (the hosted recogniser or pocketsphinx), stored privately with
 * its text, and served back to the speaker and to the office's owner and admins.
 */
export class VoiceService {
  constructor(private readonly deps: VoiceServiceDeps) {}

  status(): TranscribeStatusReply {
    const r = this.deps.recognizer;
    return { available: r !== null, engine: r?.engine ?? null };
  }

  /** Refuses at once (before the upload is read) when the server has no recogniser. */
  assertAvailable(): SpeechRecognizer {
    if (!this.deps.recognizer) throw serviceUnavailable('no_recognizer', NO_RECOGNIZER_MESSAGE);
    return this.deps.recognizer;
  }

  async transcribe(speaker: string, ip: string, input: VoiceClipInput): Promise<TranscribeReply> {
    const recognizer = this.assertAvailable();
    const type = (input.mimeType.split(';')[0] ?? '').trim().toLowerCase();
    const extension = AUDIO_TYPES[type];
    if (!extension)
      throw new HttpError(
        415,
        'unsupported_type',
        'Send the voice answer as an audio clip (WAV, WebM or Ogg).',
        [{ field: 'file', message: 'not an audio clip' }],
      );
    if (input.audio.length === 0) throw fieldError('file', 'The voice clip is empty.');
    if (extension === 'wav' && !isWav(input.audio))
      throw fieldError('file', 'The clip is not the WAV file its type says.');
    let seconds: number | undefined;
    try {
      seconds = extension === 'wav' ? wavSeconds(input.audio) : undefined;
    } catch (error) {
      if (error instanceof RecognitionError) throw fieldError('file', error.message);
      throw error;
    }
    if (seconds !== undefined && seconds > VOICE_LIMITS.maxSeconds)
      throw new HttpError(413, 'too_long', 'A voice answer can be at most 2 minutes long.', [
        { field: 'file', message: 'longer than 2 minutes' },
      ]);
    if (input.officeId) await this.deps.offices.load(input.officeId); // 404 for an unknown office
    const event = await this.deps.quota.take(QUOTA, addressKey(ip));

    let text: string;
    try {
      ({ text } = await recognizer.transcribe(input.audio, type, { language: 'en-US' }));
    } catch (error) {
      await this.deps.quota.release(event); // nothing was recognised: it does not count
      throw this.translate(error);
    }
    const max = input.mode === 'input' ? VOICE_LIMITS.inputChars : VOICE_LIMITS.textChars;
    text = text.slice(0, max);

    const id = newId();
    const key = `private/voice-clips/${id}.${extension}`;
    await this.deps.blobs.put(key, input.audio, { contentType: type, visibility: 'private' });
    await this.deps.repo.insert({
      id,
      userId: speaker,
      officeId: input.officeId ?? null,
      mode: input.mode,
      blobKey: key,
      mimeType: type,
      bytes: input.audio.length,
      text,
      createdAt: new Date().toISOString(),
    });
    return { text, audioUrl: `/api/ai/voice-clips/${id}` };
  }

  /** The clip's audio for those who may hear it; a 404 for everyone else. */
  async clip(
    id: string,
    speaker: string | null,
    caller: Caller | null,
  ): Promise<{ body: Readable; contentType: string; size: number }> {
    const row = await this.deps.repo.find(id);
    const missing = notFound('There is no such voice clip.');
    if (!row) throw missing;
    let office: OfficeAccess | null = null;
    if (row.officeId && !(speaker && row.userId === speaker)) {
      office = await this.deps.offices.load(row.officeId).then(
        (o) => o.access,
        () => null,
      );
    }
    if (!canHearClip(row, speaker, caller, office)) throw missing;
    const blob = await this.deps.blobs.get(row.blobKey);
    if (!blob) throw missing;
    return { body: blob.body, contentType: row.mimeType, size: blob.info.size };
  }

  private translate(error: unknown): unknown {
    if (error instanceof RecognitionError) {
      if (error.code === 'unsupported_audio')
        return new HttpError(415, 'unsupported_type', error.message, [
          { field: 'file', message: error.message },
        ]);
      if (error.code === 'busy') return serviceUnavailable('recogniser_busy', error.message, 10);
      this.deps.logger.warn({ err: error }, 'speech recognition failed');
      return new HttpError(
        502,
        'recognition_failed',
        'The voice answer could not be recognised; please type it.',
      );
    }
    if (isProviderError(error)) {
      this.deps.logger.warn({ err: error }, 'hosted speech recognition failed');
      return new HttpError(
        502,
        'recognition_failed',
        'The voice answer could not be recognised; please type it.',
      );
    }
    return error;
  }
}
