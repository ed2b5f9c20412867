import { ProviderError } from '../errors';
import type { EngineContext } from '../ports/engine';
import type { EmbeddingsEngine, EmbeddingsRequest, EmbeddingsResult } from '../ports/embeddings';
import { callOpenAi } from './call';
import { OPENAI_PROVIDER, type OpenAiEngineOptions } from './engine-options';

const DEFAULT_TIMEOUT_MS = 30_000;

/** Embeddings through /embeddings. */
export class OpenAiEmbeddingsEngine implements EmbeddingsEngine {
  readonly kind = 'hosted';
  readonly capability = 'embeddings';
  readonly id: string;

  constructor(private readonly options: OpenAiEngineOptions) {
    this.id = options.id;
  }

  async embed(req: EmbeddingsRequest, ctx: EngineContext = {}): Promise<EmbeddingsResult> {
    if (req.texts.length === 0) return { vectors: [], usage: {} };
    const timeoutMs = this.options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    const reply = await callOpenAi(
      (options) =>
        this.options.client.embeddings.create(
          // 'float' explicitly: the SDK otherwise asks for base64, which not every compatible server speaks.
          { model: req.model ?? this.options.model, input: req.texts, encoding_format: 'float' },
          options,
        ),
      ctx,
      timeoutMs,
    );

    // Servers may list them in any order; `index` says which text each belongs to.
    const byIndex = new Map((reply.data ?? []).map((item) => [item.index, item.embedding]));
    const vectors = req.texts.map((_, i) => byIndex.get(i));
    if (byIndex.size !== req.texts.length || !vectors.every((v) => Array.isArray(v))) {
      throw new ProviderError({
        code: 'bad_response',
        provider: OPENAI_PROVIDER,
        message: `The OpenAI-compatible server sent ${reply.data?.length ?? 0} embeddings for ${req.texts.length} texts.`,
      });
    }
    return {
      vectors: vectors as number[][],
      usage: reply.usage ? { inputTokens: reply.usage.prompt_tokens } : {},
    };
  }
}
