import type { EngineBase, EngineContext, Usage } from './engine';

export interface MusicRequest {
  prompt: string;
  lyrics?: string;
  style?: string;
  durationSeconds?: number;
  seed?: number;
  model?: string;
}

export interface MusicResult {
  audio: Buffer;
  mimeType: string;
  /** Engines that compose symbolically also return the score as a standard MIDI file. */
  midi?: Buffer;
  durationSeconds: number;
  usage: Usage;
}

export interface MusicEngine extends EngineBase<'music'> {
  compose(req: MusicRequest, ctx?: EngineContext): Promise<MusicResult>;
}
