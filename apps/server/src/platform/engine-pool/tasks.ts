import type { Answer, AnswerIndexInput, AnswerOptions, ProviderErrorCode } from '@muse/providers';

/** What the engine threads do, as messages (structured-clonable) between the server and a thread. */

export interface SpeechTask {
  kind: 'speech';
  text: string;
  voice: string;
  format: 'mp3' | 'wav';
}

export type SpeechTaskResult =
  /** `audio` is transferred, not copied. */
  | { ok: true; audio: Uint8Array; mimeType: string; characters: number; seconds: number }
  /** An engine refusal (ProviderError), told as data: errors lose their class across threads. */
  | { ok: false; code: ProviderErrorCode; message: string };

/**
 * Answers a question from an office's index kept in the thread. Without `training`, a thread that has no
 * index for (officeId, trainedAt) answers `missing`; the server then sends the task again with the
 * training, and the thread builds the index and keeps it.
 */
export interface AnswerTask {
  kind: 'answer';
  officeId: string;
  trainedAt: string;
  question: string;
  options: AnswerOptions;
  training?: AnswerIndexInput;
}

export type AnswerTaskResult = { ok: true; answer: Answer } | { ok: false; missing: true };

export type EngineTask = SpeechTask | AnswerTask;
export type EngineTaskResult = SpeechTaskResult | AnswerTaskResult;
