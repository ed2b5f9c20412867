import { defineJob, type JobQueue } from '@muse/jobs';
import { z } from 'zod';
import type { CategoryAutoSorter } from './categories.autosort';
import type { CategoryRequestRow } from './categories.repository';

export interface CategoryJobServices {
  categories: CategoryAutoSorter;
}

/** One auto-categorisation request; the job carries its id, the request row holds the rest. */
export const categorizeImagesJob = defineJob<{ requestId: string }, CategoryJobServices>({
  name: 'categories.autosort',
  payload: z.object({ requestId: z.string().min(1) }),
  options: { attempts: 3, backoff: { type: 'exponential', delay: 5_000 } },
  run: async ({ requestId }, ctx) => ctx.services.categories.run(requestId),
});

/** Queues the job of an auto-categorisation request: one job per request. */
export async function scheduleCategorizeImages(
  queue: JobQueue<CategoryJobServices>,
  request: CategoryRequestRow,
): Promise<void> {
  await queue.enqueue(
    categorizeImagesJob,
    { requestId: request.id },
    { userId: request.userId, jobId: `categories-${request.id}` },
  );
}
