import { defineJob } from '@muse/jobs';
import { z } from 'zod';
import type { ImageRenderer } from './images.renderer';

export const RENDER_ATTEMPTS = 3;

/** One queued image: the job carries its id only; the item row holds everything else. */
export const renderImageJob = defineJob<{ itemId: string }, { images: ImageRenderer }>({
  name: 'images.render',
  payload: z.object({ itemId: z.string().min(1) }),
  options: { attempts: RENDER_ATTEMPTS, backoff: { type: 'exponential', delay: 2_000 } },
  run: async ({ itemId }, ctx) =>
    ctx.services.images.render(itemId, {
      attempt: ctx.attempt,
      maxAttempts: RENDER_ATTEMPTS,
      progress: ctx.progress,
      signal: ctx.signal,
    }),
});
