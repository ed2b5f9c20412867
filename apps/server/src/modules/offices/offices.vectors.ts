import { FOLLOW_UPS } from '@muse/providers';
import type { EnginePool, VectorSet } from '../../platform/engine-pool';
import { HttpError } from '../../platform/http/errors';
import type { Logger } from '../../platform/logging/logger';
import { SingleFlight } from '../../shared/single-flight';
import { decodeVectorInto } from './offices.vectors.codec';
import type { HostedEmbeddings } from './offices.vectors.indexer';
import { followUpsOf, type RetrievedItem, type Retrieval } from './offices.vectors.answer';
import type { VectorsRepository } from './offices.vectors.repository';

type VectorRows = Awaited<ReturnType<VectorsRepository['vectors']>>;

/** How many retrieved items ground an answer. */
export const CONTEXT_ITEMS = 4;
/**
 * The least cosine similarity for an item to count as being about the question. Chosen for OpenAI's
 * text-embedding-3 models, where a related question and passage score about 0.35–0.7 and unrelated texts
 * about 0.0–0.25.
 */
export const SIMILARITY_FLOOR = 0.3;
/** How long a visitor waits for the question's embedding before the local engine answers instead. */
export const QUESTION_DEADLINE_MS = 10_000;
/** Refreshes already asked for in this process (office + mark), so a stale office is queued once. */
const REQUESTED_MAX = 1_000;

/**
 * Retrieval over an office's embedded training (OPENAI_EMBEDDINGS_MODEL): the question is embedded once
 * and ranked by exact cosine against the office's stored vectors in an engine thread, which keeps each
 * office's vectors by training mark (platform/engine-pool, VectorSetCache). Used only while the vectors
 * are complete for the office's current training; otherwise the local engine answers and a refresh is
 * queued.
 */
export class OfficeVectors {
  /** Vectors being read for a thread, per office and mark: concurrent misses read them once. */
  private readonly reading = new SingleFlight<VectorRows>();
  private readonly requested = new Set<string>();

  constructor(
    private readonly deps: {
      repo: VectorsRepository;
      engines: EnginePool;
      embeddings: HostedEmbeddings | null;
      logger: Logger;
      /** queues the embed job for the office's training of `mark` */
      schedule: (officeId: string, mark: string) => Promise<void>;
    },
  ) {}

  /** After the office's training changed (its mark is `mark`): queues embedding it. Never throws. */
  async trained(officeId: string, mark: string | undefined): Promise<void> {
    if (!this.deps.embeddings || mark === undefined) return;
    try {
      await this.deps.schedule(officeId, mark);
    } catch (err) {
      this.deps.logger.warn({ err, officeId }, 'could not queue embedding the office training');
    }
  }

  /**
   * The office's training items nearest the question, or null when the local engine should answer: no
   * embeddings model, vectors not complete for the training of `mark` (a refresh is then queued), or the
   * question could not be embedded in time.
   */
  async retrieve(officeId: string, mark: string, question: string): Promise<Retrieval | null> {
    const embeddings = this.deps.embeddings;
    if (!embeddings) return null;
    const state = await this.deps.repo.state(officeId);
    if (!state || state.trainedAt !== mark || state.model !== embeddings.model) {
      this.requestRefresh(officeId, mark);
      return null;
    }
    if (state.items === 0) return { items: [], followUpQuestions: [] };
    let query: number[] | undefined;
    try {
      const result = await embeddings.engine.embed(
        { texts: [question], model: embeddings.model },
        { signal: AbortSignal.timeout(QUESTION_DEADLINE_MS) },
      );
      query = result.vectors[0];
      if (!query?.length) throw new Error('the embeddings model sent no vector');
    } catch (err) {
      this.deps.logger.warn({ err, officeId }, 'embedding the question failed; answering locally');
      return null;
    }
    const found = await this.deps.engines
      .searchVectors({
        officeId,
        mark,
        query: Float32Array.from(query),
        limit: CONTEXT_ITEMS,
        floor: SIMILARITY_FLOOR,
        pairs: FOLLOW_UPS + 1,
        vectors: () => this.vectors(officeId, mark, embeddings.model),
      })
      .catch((err: unknown) => {
        // e.g. the vectors changed model while being read; a busy pool fails the local path alike
        if (err instanceof HttpError) throw err;
        this.deps.logger.warn({ err, officeId }, 'searching the office vectors failed; answering locally');
        return false as const;
      });
    if (found === false) return null;
    if (!found) {
      this.deps.logger.warn(
        { officeId },
        "the question's vector does not fit the office's; answering locally",
      );
      return null;
    }
    const pairIds = [...found.hits, ...found.pairs].filter((h) => h.kind === 'qa').map((h) => h.sourceId);
    const answers = await this.deps.repo.pairAnswers(officeId, [...new Set(pairIds)]);
    const items = found.hits.flatMap((hit): RetrievedItem[] => {
      if (hit.kind === 'passage') return [{ ...hit, kind: 'passage' }];
      const answer = answers.get(hit.sourceId);
      // A pair deleted since its vectors were loaded is skipped.
      return answer === undefined ? [] : [{ ...hit, kind: 'qa', answer }];
    });
    const best = items[0];
    const followUpQuestions = followUpsOf(
      found.pairs.filter((p) => answers.has(p.sourceId)),
      best?.kind === 'qa' ? best.text : null,
    );
    return { items, followUpQuestions };
  }

  private requestRefresh(officeId: string, mark: string): void {
    const key = `${officeId}\n${mark}`;
    if (this.requested.has(key)) return;
    if (this.requested.size >= REQUESTED_MAX) this.requested.clear();
    this.requested.add(key);
    void this.trained(officeId, mark);
  }

  /**
   * The office's stored vectors as one matrix, in the repository's order. The rows are read once for
   * concurrent misses, but every caller gets a matrix of its own: each is moved to a different thread.
   */
  private async vectors(officeId: string, mark: string, model: string): Promise<VectorSet> {
    const rows = await this.reading.run(`${officeId}\n${mark}`, () => this.deps.repo.vectors(officeId));
    const dims = (rows[0]?.vector.byteLength ?? 0) / 4;
    const matrix = new Float32Array(rows.length * dims);
    rows.forEach((row, i) => {
      if (row.model !== model || row.vector.byteLength !== dims * 4) {
        throw new Error(`office ${officeId} has vectors of mixed models or dimensions`);
      }
      decodeVectorInto(row.vector, matrix, i * dims);
    });
    const items = rows.map((r) => ({
      kind: r.kind === 'qa' ? ('qa' as const) : ('passage' as const),
      sourceId: r.sourceId,
      text: r.text,
    }));
    return { dims, items, matrix };
  }
}
