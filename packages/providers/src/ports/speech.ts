import type { EngineBase, EngineContext, Usage } from './engine';

export interface SpeechRequest {
  text: string;
  voice: string;
  /** mp3 when absent. */
  format?: 'mp3' | 'wav';
  model?: string;
}

export interface SpeechResult {
  audio: Buffer;
  mimeType: string;
  usage: Usage;
}

export interface SpeechEngine extends EngineBase<'speech'> {
  synthesize(req: SpeechRequest, ctx?: EngineContext): Promise<SpeechResult>;
}
