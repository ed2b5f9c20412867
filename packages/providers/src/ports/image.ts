import type { EngineBase, EngineContext, Usage } from './engine';

/**
 * A picture handed to a generation. `start`: the picture the result starts from (its composition and
 * colours carry into it; image input). `character`: a saved character's reference picture, whose subject
 * and palette the result keeps.
 */
export interface InputImage {
  data: Buffer;
  mimeType: string;
  role: 'start' | 'character';
}

export interface ImageRequest {
  prompt: string;
  width: number;
  height: number;
  /** How many images; 1 when absent. */
  n?: number;
  /** Honoured by engines that can (local ones); hosted APIs may ignore it. */
  seed?: number;
  quality?: string;
  model?: string;
  /** Style names or tags chosen apart from the prompt (e.g. "watercolor"); engines that can honour them do. */
  styles?: string[];
  /**
   * Pictures the result is made from, at most the model's `supportsImages` (the catalogue says which models
   * take them; callers leave them out for the others and say so in the item's info). An engine given one
   * uses it: none ignores it in silence.
   */
  inputImages?: InputImage[];
}

export interface GeneratedImage {
  data: Buffer;
  mimeType: string;
}

export interface ImageResult {
  images: GeneratedImage[];
  usage: Usage;
  /**
   * A short plain-language note about the result for the item's info, e.g. "drawn without: lighthouse"
   * when the prompt named things the engine could not draw. Optional; hosted engines leave it out.
   */
  notes?: string;
}

/** A change to a picture described in words ("make the sky stormy"), optionally only inside a mask. */
export interface ImageEditRequest {
  /** the picture, PNG */
  image: Buffer;
  /** PNG of the picture's size; transparent where the model may paint (OpenAI's convention) */
  mask?: Buffer;
  prompt: string;
  /** the model id on the engine's server, when not the engine's own */
  model?: string;
  /** the result's size when the model takes one; the model chooses when absent */
  width?: number;
  height?: number;
}

export interface ImageEngine extends EngineBase<'image'> {
  generate(req: ImageRequest, ctx?: EngineContext): Promise<ImageResult>;
  /** Present on engines whose model edits pictures from words (hosted image-edit endpoints). */
  edit?(req: ImageEditRequest, ctx?: EngineContext): Promise<ImageResult>;
}
