/**
 * Speech recognition (voice answers): the SpeechRecognizer port, the hosted adapter (any server speaking
 * OpenAI's /audio/transcriptions) and the local pocketsphinx engine; `createSpeechRecognizer` picks the best
 * one the configuration and the machine offer: hosted when configured, else pocketsphinx when installed,
 * else none.
 */
import { HostedRecognizer, type HostedRecognizerOptions } from '../openai/transcription';
import { ffmpegBinary } from '../local/ffmpeg-binary';
import { detectPocketsphinx, findExecutable, PocketsphinxRecognizer } from '../local/recognition';
import type { SpeechRecognizer } from './port';

export type {
  RecognitionErrorCode,
  RecognitionLanguage,
  RecognitionOptions,
  RecognitionResult,
  RecognizerEngine,
  SpeechRecognizer,
} from './port';
export { RecognitionError } from './port';
export { decodeWav, encodeWav16, isWav, resample, wavSeconds, type PcmAudio } from './wav';
export { HostedRecognizer, type HostedRecognizerOptions } from '../openai/transcription';
export {
  PocketsphinxRecognizer,
  POCKETSPHINX_ARGS,
  detectPocketsphinx,
  findExecutable,
  type PocketsphinxOptions,
} from '../local/recognition';

export interface RecognitionConfig {
  /** a hosted Whisper-style server; when set it is used */
  hosted?: HostedRecognizerOptions;
  /** look for pocketsphinx (default true) */
  local?: boolean;
  /** per clip, for either */
  timeoutMs?: number;
}

/** The recogniser this server uses, or null when it has none (voice answers then fall back to typing). */
export function createSpeechRecognizer(config: RecognitionConfig = {}): SpeechRecognizer | null {
  if (config.hosted)
    return new HostedRecognizer({
      ...config.hosted,
      ...(config.timeoutMs ? { timeoutMs: config.timeoutMs } : {}),
    });
  if (config.local === false) return null;
  const install = detectPocketsphinx();
  if (!install) return null;
  // The system's ffmpeg where there is one, else the build npm install brought.
  const ffmpeg = findExecutable('ffmpeg') ?? ffmpegBinary();
  return new PocketsphinxRecognizer({
    ...install,
    ...(ffmpeg ? { ffmpeg } : {}),
    ...(config.timeoutMs ? { timeoutMs: config.timeoutMs } : {}),
  });
}
