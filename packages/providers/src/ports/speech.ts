import type { EngineBase, EngineContext, Usage } from './engine';

export interface SpeechRequest {
  text: string;
  voice: string;
  /** mp3 when absent. */
  format?: 'mp3' | 'wav';
  model?: string;
  /** A change of the voice's pitch in percent, -100 to 100 (the dialog's questionVoicePitch); 0 when absent. */
  pitch?: number;
}

export interface SpeechResult {
  audio: Buffer;
  mimeType: string;
  usage: Usage;
}

export interface SpeechEngine extends EngineBase<'speech'> {
  synthesize(req: SpeechRequest, ctx?: EngineContext): Promise<SpeechResult>;
}
