import type OpenAI from 'openai';

/** What every OpenAI-compatible engine is built from: the shared client and its catalogue entry's model. */
export interface OpenAiEngineOptions {
  /** The catalogue key, reported as the engine's id. */
  id: string;
  client: OpenAI;
  /** The model id sent to the server unless a request names another. */
  model: string;
  /** Per attempt; falls back to the capability's default. */
  timeoutMs?: number;
}

export const OPENAI_PROVIDER = 'openai';
