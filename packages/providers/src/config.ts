/** The config slots through which an OpenAI-compatible server's own model names replace the defaults. */
export type OpenAiModelSlot =
  'chat' | 'image' | 'imageMini' | 'imagePro' | 'speech' | 'embeddings' | 'vision';

export interface OpenAiConfig {
  apiKey: string;
  /** Any OpenAI-compatible server (Azure, Ollama, vLLM, LM Studio, OpenRouter); OpenAI itself when absent. */
  baseUrl?: string;
  /** Per attempt; each capability has its own default (images are slow). */
  timeoutMs?: number;
  /** Retries of 408/409/429/5xx and connection failures, with backoff and Retry-After. Default 2. */
  maxRetries?: number;
  models?: Partial<Record<OpenAiModelSlot, string>>;
}

/** What the server's config module passes in; this package never reads process.env. */
export interface ProvidersConfig {
  openai?: OpenAiConfig;
}
