import { createHash } from 'node:crypto';
import { defineJob, type JobQueue } from '@muse/jobs';
import { z } from 'zod';
import type { OfficeVectorIndexer } from './offices.vectors.indexer';

export interface OfficeJobServices {
  officeVectors: OfficeVectorIndexer;
}

/** The "embed office training" job's id for one training mark: the same training is embedded once. */
export function embedJobId(officeId: string, mark: string): string {
  return `office-vectors-${createHash('sha256').update(`${officeId}\n${mark}`).digest('hex').slice(0, 32)}`;
}

/**
 * Embeds an office's training with the hosted embeddings model after it changed (queued per training
 * mark, see embedJobId). Carries the office id only: the job embeds whatever the training is when it
 * runs, so an older job left waiting does the newer training's work and the newer one finds little left.
 */
export const embedOfficeTrainingJob = defineJob<{ officeId: string }, OfficeJobServices>({
  name: 'offices.embedTraining',
  payload: z.object({ officeId: z.string().min(1) }),
  options: { attempts: 3, backoff: { type: 'exponential', delay: 5_000 } },
  run: async ({ officeId }, ctx) =>
    ctx.services.officeVectors.embed(officeId, { signal: ctx.signal, progress: ctx.progress }),
});

/** Queues the embedding of an office's training as of `mark`: one job per training mark. */
export async function scheduleOfficeEmbedding(
  queue: JobQueue<OfficeJobServices>,
  officeId: string,
  mark: string,
): Promise<void> {
  await queue.enqueue(embedOfficeTrainingJob, { officeId }, { jobId: embedJobId(officeId, mark) });
}
