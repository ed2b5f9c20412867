import { defineJob } from '@muse/jobs';
import { z } from 'zod';
import type { OfficeVectorIndexer } from './offices.vectors.indexer';

/**
 * Embeds an office's training with the hosted embeddings model after it changed (queued per training
 * mark, see embedJobId). Carries the office id only: the job embeds whatever the training is when it
 * runs, so an older job left waiting does the newer training's work and the newer one finds little left.
 */
export const embedOfficeTrainingJob = defineJob<{ officeId: string }, { officeVectors: OfficeVectorIndexer }>(
  {
    name: 'offices.embedTraining',
    payload: z.object({ officeId: z.string().min(1) }),
    options: { attempts: 3, backoff: { type: 'exponential', delay: 5_000 } },
    run: async ({ officeId }, ctx) =>
      ctx.services.officeVectors.embed(officeId, { signal: ctx.signal, progress: ctx.progress }),
  },
);
