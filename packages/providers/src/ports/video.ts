import type { EngineBase, EngineContext, Usage } from './engine';

export interface VideoRequest {
  prompt: string;
  width: number;
  height: number;
  durationSeconds: number;
  /** A still to animate, for engines that start from an image. */
  image?: Buffer;
  seed?: number;
  model?: string;
}

export interface VideoResult {
  video: Buffer;
  mimeType: string;
  durationSeconds: number;
  usage: Usage;
}

export interface VideoEngine extends EngineBase<'video'> {
  generate(req: VideoRequest, ctx?: EngineContext): Promise<VideoResult>;
}
