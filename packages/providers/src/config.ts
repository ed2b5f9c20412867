/** The config slots through which an OpenAI-compatible server's own model names replace the defaults. */
export type OpenAiModelSlot =
  'chat' | 'image' | 'imageMini' | 'imagePro' | 'speech' | 'embeddings' | 'vision' | 'video';

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

/** Stable Diffusion WebUI (AUTOMATIC1111) or Forge, started with --api. */
export interface SdWebUiConfig {
  url: string;
  /** a checkpoint to switch to; the server's loaded one when absent */
  checkpoint?: string;
  steps?: number;
  timeoutMs?: number;
}

/** ComfyUI: its address, the checkpoint the default workflows load, or a text-to-image workflow of its own. */
export interface ComfyUiConfig {
  url: string;
  checkpoint?: string;
  /** in ComfyUI's API format, with {{prompt}}, {{width}}, {{height}}, {{seed}}, … placeholders */
  workflow?: Record<string, { class_type: string; inputs: Record<string, unknown> }>;
  steps?: number;
  timeoutMs?: number;
}

/** Google's Gemini API (images). */
export interface GeminiConfig {
  apiKey: string;
  /** A proxy or compatible server; Google's endpoint when absent. */
  baseUrl?: string;
  /** Replaces the catalogue's gemini-2.5-flash-image. */
  imageModel?: string;
  timeoutMs?: number;
}

/** What the server's config module passes in; this package never reads process.env. */
export interface ProvidersConfig {
  openai?: OpenAiConfig;
  gemini?: GeminiConfig;
  sdwebui?: SdWebUiConfig;
  comfyui?: ComfyUiConfig;
}
