import type { EngineBase, EngineContext, Usage } from './engine';

export interface EmbeddingsRequest {
  texts: string[];
  model?: string;
}

export interface EmbeddingsResult {
  /** One vector per text, in the order of `texts`, all of the same dimension. */
  vectors: number[][];
  usage: Usage;
}

export interface EmbeddingsEngine extends EngineBase<'embeddings'> {
  embed(req: EmbeddingsRequest, ctx?: EngineContext): Promise<EmbeddingsResult>;
}
