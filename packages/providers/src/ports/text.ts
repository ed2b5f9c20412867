import type { z } from 'zod';
import type { EngineBase, EngineContext, Usage } from './engine';

export interface ChatMessage {
  role: 'user' | 'assistant';
  content: string;
}

/** Ask for JSON: `true` for any JSON object, or a zod schema the reply must satisfy. */
export type JsonRequest<T> = true | { schemaName: string; schema: z.ZodType<T> };

export interface TextRequest<T = unknown> {
  system?: string;
  messages: ChatMessage[];
  json?: JsonRequest<T>;
  maxTokens?: number;
  temperature?: number;
  /** The engine's own model id, overriding the catalogue's. */
  model?: string;
}

export interface TextResult<T = unknown> {
  text: string;
  /** Set when `json` was requested: parsed and, with a schema, validated. */
  json?: T;
  usage: Usage;
}

export interface TextEngine extends EngineBase<'text'> {
  /**
   * Completes a conversation. With `json` the reply is parsed (and validated against the schema);
   * a reply that is not valid JSON for it rejects with ProviderError 'bad_response'.
   */
  complete<T = unknown>(req: TextRequest<T>, ctx?: EngineContext): Promise<TextResult<T>>;
}
