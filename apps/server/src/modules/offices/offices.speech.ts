import { createHash } from 'node:crypto';
import { listVoiceLocales, resolveVoice, type ProviderRegistry } from '@muse/providers';
import { fieldError, serviceUnavailable } from '../../platform/http/errors';
import type { BlobStore } from '../../platform/storage';
import { publicMediaUrl } from '../../platform/storage/signed-urls';

const LOCAL_SPEECH_MODEL = 'local-speech';

/** Bump when the local voices change, so cached speech is made again. */
const SPEECH_VERSION = 1;

/**
 * The assistant's voice (POST /offices/textToSpeach): speech for a text in a catalogue voice, made once per
 * voice and text and kept as public media, so a repeated welcome message or answer costs nothing.
 */
export class OfficeSpeech {
  constructor(private readonly deps: { providers: ProviderRegistry; blobs: BlobStore }) {}

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

  async speak(text: string, voiceId: string): Promise<string> {
    if (!resolveVoice(voiceId)) throw fieldError('voiceId', `UNKNOWN ${voiceId}`);
    const hash = createHash('sha256').update(`${SPEECH_VERSION}\n${voiceId}\n${text}`).digest('hex');
    const key = `public/speech/${hash.slice(0, 2)}/${hash}.mp3`;
    if (!(await this.deps.blobs.head(key))) {
      // Catalogue voices (azure-NAME) are spoken by the local engine; no hosted Azure adapter exists yet.
      const engine = this.deps.providers.engineForModel(LOCAL_SPEECH_MODEL, 'speech');
      if (!engine)
        throw serviceUnavailable('no_speech_engine', 'No speech engine is available on this server.');
      const result = await engine.synthesize({ text, voice: voiceId, format: 'mp3' });
      await this.deps.blobs.put(key, result.audio, { contentType: result.mimeType, visibility: 'public' });
    }
    return publicMediaUrl(key);
  }
}
