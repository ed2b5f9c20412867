import type { Answer, AnswerIndexInput, AnswerOptions, FinishName, ProviderErrorCode } from '@muse/providers';

/** What the engine threads do, as messages (structured-clonable) between the server and a thread. */

export interface SpeechTask {
  kind: 'speech';
  text: string;
  voice: string;
  format: 'mp3' | 'wav';
  /** percent, -100 to 100 */
  pitch?: number;
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

/** One embedded item of an office's training, as the engine thread keeps it beside its vector. */
export interface VectorItem {
  kind: 'qa' | 'passage';
  sourceId: string;
  text: string;
}

/** An office's vectors: `matrix` holds `items.length` rows of `dims` Float32 values, in item order. */
export interface VectorSet {
  dims: number;
  items: VectorItem[];
  /** its own buffer (not a view into a larger one), so moving it to a thread moves only these bytes */
  matrix: Float32Array<ArrayBuffer>;
}

export interface VectorHit extends VectorItem {
  score: number;
}

/**
 * Ranks an office's vectors by exact cosine with `query`, from the set the thread keeps for (officeId,
 * mark); like AnswerTask, a thread without that set answers `missing` and gets it sent (transferred).
 * `hits`: the best `limit` items at least `floor`; `pairs`: the best `pairs` Q&A items, any score.
 */
export interface VectorSearchTask {
  kind: 'vectors';
  officeId: string;
  /** the training mark the vectors are complete for */
  mark: string;
  query: Float32Array;
  limit: number;
  floor: number;
  pairs: number;
  vectors?: VectorSet;
}

export type VectorSearchTaskResult =
  | { ok: true; hits: VectorHit[]; pairs: VectorHit[] }
  | { ok: false; missing: true }
  /** the question's vector has another dimension count than the office's (the model changed) */
  | { ok: false; dimensions: number };

/** Paints one of the image engine's finishes over an RGBA raster; the pixels move to the thread and back. */
export interface FinishTask {
  kind: 'finish';
  finish: FinishName;
  seed: number;
  width: number;
  height: number;
  data: Uint8ClampedArray<ArrayBuffer>;
}

export interface FinishTaskResult {
  ok: true;
  data: Uint8ClampedArray<ArrayBuffer>;
}

/**
 * The math engine's work (@muse/math): generating verified problems, checking one, solving a typed problem.
 * The input and value are the engine's own plain-data types, named by the pool's typed methods.
 */
export interface MathTask {
  kind: 'math';
  op: 'generate' | 'verify' | 'solve';
  input: unknown;
}

/** A problem the engine cannot read comes back as data (`message` for the user): errors lose their class. */
export type MathTaskResult = { ok: true; value: unknown } | { ok: false; message: string };

/** The image editor's offline AI tools (@muse/image-edit); encoded pictures in, a PNG out. */
export type EditOp =
  'removeBackground' | 'upscale' | 'inpaint' | 'outpaint' | 'restore' | 'stylise' | 'matchColours';

export interface EditTask {
  kind: 'edit';
  op: EditOp;
  image: Uint8Array;
  /** the mask (inpaint) or the reference picture (matchColours) */
  second?: Uint8Array;
  options: Record<string, unknown>;
}

/** A picture the tool refuses (wrong mask size, too large) comes back as data, `message` for the user. */
export type EditTaskResult = { ok: true; png: Uint8Array } | { ok: false; message: string };

export type EngineTask = SpeechTask | AnswerTask | VectorSearchTask | FinishTask | MathTask | EditTask;
export type EngineTaskResult =
  | SpeechTaskResult
  | AnswerTaskResult
  | VectorSearchTaskResult
  | FinishTaskResult
  | MathTaskResult
  | EditTaskResult;
