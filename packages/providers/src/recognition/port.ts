import type { EngineContext } from '../ports/engine';

/** The languages a recogniser is asked for; the spec's voice answers are en-US only. */
export type RecognitionLanguage = 'en-US';

export interface RecognitionOptions {
  language: RecognitionLanguage;
}

export interface RecognitionResult {
  /** What was said, as plain text (empty when no speech was heard). */
  text: string;
}

/** Which kind of recogniser answers: a hosted Whisper-style server or the local pocketsphinx. */
export type RecognizerEngine = 'hosted' | 'pocketsphinx';

/** Speech recognition: a short spoken clip in, its words out. */
export interface SpeechRecognizer {
  readonly engine: RecognizerEngine;
  readonly kind: 'local' | 'hosted';
  transcribe(
    audio: Buffer,
    mime: string,
    options: RecognitionOptions,
    ctx?: EngineContext,
  ): Promise<RecognitionResult>;
}

export type RecognitionErrorCode = 'unsupported_audio' | 'busy' | 'timeout' | 'failed';

/** A clip the recogniser cannot take, a full waiting line, or a recogniser that failed. */
export class RecognitionError extends Error {
  override readonly name = 'RecognitionError';
  constructor(
    readonly code: RecognitionErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}
