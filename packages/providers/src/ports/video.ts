import type { EngineBase, EngineContext, Usage } from './engine';

export interface VideoRequest {
  prompt: string;
  width: number;
  height: number;
  durationSeconds: number;
  /** A still to animate, for engines that start from an image. */
  image?: Buffer;
  /** Several stills, one shot each, for engines that take more than one (after `image` when both are given). */
  images?: Buffer[];
  /** Frames per second: 24 (the default) or 30. */
  fps?: number;
  /** A soundtrack under the pictures, for engines that can make one. */
  audio?: boolean;
  seed?: number;
  model?: string;
  /** The shots, written by the caller (a music video's lines): each one's prompt and start in seconds. */
  script?: { prompt: string; start: number }[];
  /** An audio file to lay under the pictures as it is (a music video's track), instead of composing one. */
  soundtrack?: Buffer;
}

export interface VideoResult {
  video: Buffer;
  mimeType: string;
  durationSeconds: number;
  /** A representative frame as PNG, for lists and the player's poster, when the engine returns one. */
  poster?: Buffer;
  /** A short plain-language note for the item's info (as ImageResult.notes), e.g. "drawn without: cliff". */
  notes?: string;
  usage: Usage;
}

export interface VideoEngine extends EngineBase<'video'> {
  generate(req: VideoRequest, ctx?: EngineContext): Promise<VideoResult>;
}
