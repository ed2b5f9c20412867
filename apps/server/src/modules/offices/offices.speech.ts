import { createHash } from 'node:crypto';
import { listVoiceLocales, resolveVoice, type ProviderRegistry, type SpeechEngine } from '@muse/providers';
import type { EnginePool } from '../../platform/engine-pool';
import { fieldError, serviceUnavailable } from '../../platform/http/errors';
import type { BlobStore } from '../../platform/storage';
import { publicMediaUrl } from '../../platform/storage/signed-urls';
import type { SpeechCache } from './offices.speech-cache';
import type { VisitorSpeechQuota } from './offices.speech-quota';

const LOCAL_SPEECH_MODEL = 'local-speech';

/** Bump when the local voices change, so cached speech is made again. */
const SPEECH_VERSION = 1;

/** Who asks for speech: a signed-in account speaks freely; anyone else counts toward the visitor quotas. */
export interface SpeechCaller {
  hasAccount: boolean;
  /** the client address (req.ip) */
  ip: string;
}

/**
 * The assistant's voice (POST /offices/textToSpeach): speech for a text in a catalogue voice, made once per
 * voice and text and kept as public media, so a repeated welcome message or answer costs nothing. The local
 * engine speaks on an engine thread, never on the event loop; the cache keeps under its size cap.
 */
export class OfficeSpeech {
  constructor(
    private readonly deps: {
      providers: ProviderRegistry;
      blobs: BlobStore;
      engines: EnginePool;
      cache: SpeechCache;
      quota: VisitorSpeechQuota;
    },
  ) {}

  /** The voice modal's catalogue: locales with their voices (display name, gender, styles). */
  voices() {
    return listVoiceLocales().map((l) => ({
      locale: l.locale,
      language: l.language,
      voices: l.voices.map((v) => ({
        name: v.name,
        label: v.displayName,
        gender: v.gender,
        styles: [...v.styles],
      })),
    }));
  }

  /** `pitch`: the voice's pitch moved by a percent (-100 to 100); each pitch is its own cached speech. */
  async speak(text: string, voiceId: string, caller: SpeechCaller, pitch = 0): Promise<string> {
    if (!resolveVoice(voiceId)) throw fieldError('voiceId', `UNKNOWN ${voiceId}`);
    // The unpitched key is what it always was, so speech cached before pitch existed is still found.
    const pitched = pitch ? `\n${pitch}` : '';
    const hash = createHash('sha256')
      .update(`${SPEECH_VERSION}\n${voiceId}\n${text}${pitched}`)
      .digest('hex');
    const key = `public/speech/${hash.slice(0, 2)}/${hash}.mp3`;
    if (await this.deps.cache.hit(key)) return publicMediaUrl(key);

    const engine = this.engine();
    const giveBack = caller.hasAccount ? null : await this.deps.quota.take(caller.ip);
    try {
      const result = await engine.synthesize({
        text,
        voice: voiceId,
        format: 'mp3',
        ...(pitch ? { pitch } : {}),
      });
      await this.deps.blobs.put(key, result.audio, { contentType: result.mimeType, visibility: 'public' });
      await this.deps.cache.added(key, result.audio.byteLength);
    } catch (err) {
      await giveBack?.(); // nothing was spoken: it does not count
      throw err;
    }
    return publicMediaUrl(key);
  }

  /** Catalogue voices (azure-NAME) are spoken by the local engine; no hosted Azure adapter exists yet. */
  private engine(): SpeechEngine {
    const engine = this.deps.providers.engineForModel(LOCAL_SPEECH_MODEL, 'speech');
    if (!engine)
      throw serviceUnavailable('no_speech_engine', 'No speech engine is available on this server.');
    // Local synthesis is CPU work: on an engine thread. Hosted engines are I/O and stay here.
    return engine.kind === 'local' ? this.deps.engines.speechEngine(engine.id) : engine;
  }
}
