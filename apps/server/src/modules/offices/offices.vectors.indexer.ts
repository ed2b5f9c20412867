import type { EmbeddingsEngine } from '@muse/providers';
import { nowIso } from '../../shared/ids';
import type { OfficesService } from './offices.service';
import type { TrainingRepository } from './offices.training.repository';
import { encodeVector } from './offices.vectors.codec';
import { diffVectors, trainingItems, type TrainingItem } from './offices.vectors.items';
import type { VectorRow, VectorsRepository } from './offices.vectors.repository';

/** Texts per embeddings request. */
export const EMBED_BATCH = 64;

/** The hosted embeddings model offices' training is embedded with (OPENAI_EMBEDDINGS_MODEL). */
export interface HostedEmbeddings {
  engine: EmbeddingsEngine;
  model: string;
}

export type EmbedOutcome =
  | { done: true; embedded: number; removed: number; kept: number }
  /** nothing to do: no embeddings model, or the office is gone */
  | { skipped: 'not_configured' | 'no_office' }
  /** the training changed while embedding; the job of the newer training carries on from what is stored */
  | { stale: true; embedded: number };

/**
 * The "embed office training" job's work: brings an office's stored vectors up to its current training.
 * Idempotent and incremental: only items whose text (or the model) changed are embedded, in batches, and
 * vectors of removed or changed items are deleted. Every write checks the training mark it started from,
 * so a job working from older training never overwrites what a newer one stored.
 */
export class OfficeVectorIndexer {
  constructor(
    private readonly deps: {
      repo: VectorsRepository;
      training: TrainingRepository;
      offices: OfficesService;
      embeddings: HostedEmbeddings | null;
    },
  ) {}

  async embed(
    officeId: string,
    ctx: { signal?: AbortSignal; progress?: (pct: number) => Promise<void> } = {},
  ): Promise<EmbedOutcome> {
    const embeddings = this.deps.embeddings;
    if (!embeddings) return { skipped: 'not_configured' };
    // The mark first, then the training: training read afterwards is at least as new as the mark.
    const mark = await this.deps.offices.trainedAt(officeId);
    if (mark === undefined) return { skipped: 'no_office' };
    const [pairs, topics, stored] = await Promise.all([
      this.deps.training.allQuestions(officeId),
      this.deps.training.topics(officeId),
      this.deps.repo.storedKeys(officeId),
    ]);
    const items = trainingItems(pairs, topics);
    const diff = diffVectors(stored, items, embeddings.model);
    if (!(await this.deps.repo.removeIfCurrent(officeId, mark, diff.remove))) {
      return { stale: true, embedded: 0 };
    }
    let embedded = 0;
    for (let i = 0; i < diff.embed.length; i += EMBED_BATCH) {
      const batch = diff.embed.slice(i, i + EMBED_BATCH);
      const rows = await this.embedBatch(officeId, batch, embeddings, ctx.signal);
      if (!(await this.deps.repo.saveIfCurrent(officeId, mark, rows))) return { stale: true, embedded };
      embedded += batch.length;
      await ctx.progress?.(Math.round((100 * embedded) / diff.embed.length));
    }
    const complete = await this.deps.repo.completeIfCurrent(
      officeId,
      mark,
      embeddings.model,
      items.length,
      nowIso(),
    );
    if (!complete) return { stale: true, embedded };
    return { done: true, embedded, removed: diff.remove.length, kept: diff.kept };
  }

  private async embedBatch(
    officeId: string,
    batch: readonly TrainingItem[],
    embeddings: HostedEmbeddings,
    signal: AbortSignal | undefined,
  ): Promise<VectorRow[]> {
    const { vectors } = await embeddings.engine.embed(
      { texts: batch.map((it) => it.input), model: embeddings.model },
      { signal },
    );
    const dims = vectors[0]?.length ?? 0;
    if (vectors.length !== batch.length || dims === 0 || vectors.some((v) => v.length !== dims)) {
      throw new Error(
        `the embeddings model sent vectors of mixed or no dimensions for ${batch.length} texts`,
      );
    }
    const now = nowIso();
    return batch.map((it, i) => ({
      officeId,
      kind: it.kind,
      sourceId: it.sourceId,
      position: it.position,
      text: it.text,
      textHash: it.hash,
      model: embeddings.model,
      dimensions: dims,
      vector: encodeVector(vectors[i]!),
      createdAt: now,
    }));
  }
}
