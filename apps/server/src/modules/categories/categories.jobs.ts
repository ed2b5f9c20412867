import { defineJob } from '@muse/jobs';
import { z } from 'zod';
import type { CategoryAutoSorter } from './categories.autosort';

/** One auto-categorisation request; the job carries its id, the request row holds the rest. */
export const categorizeImagesJob = defineJob<{ requestId: string }, { categories: CategoryAutoSorter }>({
  name: 'categories.autosort',
  payload: z.object({ requestId: z.string().min(1) }),
  options: { attempts: 3, backoff: { type: 'exponential', delay: 5_000 } },
  run: async ({ requestId }, ctx) => ctx.services.categories.run(requestId),
});
