import { defineJob, type JobQueue } from '@muse/jobs';
import { z } from 'zod';
import { recordFailure } from '../../shared/engine-failure';
import type { ImageRenderer } from './images.renderer';
import type { ItemRow } from './images.repository';

export const RENDER_ATTEMPTS = 3;

export interface ImageJobServices {
  images: ImageRenderer;
}

/** One queued image: the job carries its id only; the item row holds everything else. */
export const renderImageJob = defineJob<{ itemId: string }, ImageJobServices>({
  name: 'images.render',
  payload: z.object({ itemId: z.string().min(1) }),
  options: { attempts: RENDER_ATTEMPTS, backoff: { type: 'exponential', delay: 2_000 } },
  run: async ({ itemId }, ctx) =>
    ctx.services.images.render(itemId, { progress: ctx.progress, signal: ctx.signal }),
  // Every try failed: the item finishes with the reason and this run's charge is refunded.
  onFailed: ({ itemId }, error, { services }) =>
    recordFailure(error, () => services.images.failAfterTries(itemId)),
});

/** Queues the render of an item's current run: one job per run (its requestedOn), however often asked. */
export async function scheduleImageRender(
  queue: JobQueue<ImageJobServices>,
  item: ItemRow,
  /** the owner's place in the queue (generationPriority): Ultimate and Premium are rendered first */
  priority?: number,
): Promise<void> {
  const run = Date.parse(item.requestedOn ?? '') || Date.now();
  await queue.enqueue(
    renderImageJob,
    { itemId: item.id },
    { userId: item.userId, jobId: `image-${item.id}-${run}`, ...(priority ? { priority } : {}) },
  );
}
