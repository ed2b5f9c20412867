import type { EngineBase, EngineContext, Usage } from './engine';

export interface OcrRequest {
  image: Buffer;
  /** ISO 639 language hint, e.g. 'eng'; engines default to English. */
  language?: string;
}

export interface OcrResult {
  text: string;
  /** 0–1 when the engine reports it. */
  confidence?: number;
  /**
   * Other readings of the same picture (e.g. at other scales), most engines none: the math clean-up chooses the
   * most plausible of `text` and these (@muse/math cleanOcrText).
   */
  alternatives?: string[];
  usage: Usage;
}

export interface OcrEngine extends EngineBase<'ocr'> {
  recognize(req: OcrRequest, ctx?: EngineContext): Promise<OcrResult>;
}
