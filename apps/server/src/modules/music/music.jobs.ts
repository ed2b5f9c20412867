import { defineJob, type JobQueue } from '@muse/jobs';
import { z } from 'zod';
import { recordFailure } from '../../shared/engine-failure';
import type { MusicExtender } from './music.extender';
import type { ExtensionRow } from './music.extensions.repository';
import type { MusicRenderer } from './music.renderer';
import type { TrackRow } from './music.repository';

export const MUSIC_ATTEMPTS = 2;

export interface MusicJobServices {
  music: { renderer: MusicRenderer; extender: MusicExtender };
}

/** One queued track run: the job carries the track's id and the run (its requestedOn); the row holds the rest. */
export const renderMusicJob = defineJob<{ itemId: string; run: string }, MusicJobServices>({
  name: 'music.render',
  payload: z.object({ itemId: z.string().min(1), run: z.string().min(1) }),
  options: { attempts: MUSIC_ATTEMPTS, backoff: { type: 'exponential', delay: 2_000 } },
  run: async ({ itemId, run }, ctx) =>
    ctx.services.music.renderer.render(itemId, run, { progress: ctx.progress, signal: ctx.signal }),
  // Every try failed: the track finishes with the reason and the error image.
  onFailed: ({ itemId, run }, error, { services }) =>
    recordFailure(error, () => services.music.renderer.failAfterTries(itemId, run)),
});

/** One queued extension. */
export const extendMusicJob = defineJob<{ extensionId: string; run: string }, MusicJobServices>({
  name: 'music.extend',
  payload: z.object({ extensionId: z.string().min(1), run: z.string().min(1) }),
  options: { attempts: MUSIC_ATTEMPTS, backoff: { type: 'exponential', delay: 2_000 } },
  run: async ({ extensionId, run }, ctx) =>
    ctx.services.music.extender.extend(extensionId, run, { progress: ctx.progress, signal: ctx.signal }),
  // Every try failed: the extension finishes with the reason.
  onFailed: ({ extensionId, run }, error, { services }) =>
    recordFailure(error, () => services.music.extender.failAfterTries(extensionId, run)),
});

/** Queues the render of a track's current run: one job per run (its requestedOn), however often asked. */
export async function scheduleMusicRender(
  queue: JobQueue<MusicJobServices>,
  track: TrackRow,
  /** the owner's place in the queue (generationPriority) */
  priority?: number,
): Promise<void> {
  const run = track.requestedOn ?? new Date().toISOString();
  await queue.enqueue(
    renderMusicJob,
    { itemId: track.id, run },
    {
      userId: track.userId,
      jobId: `music-${track.id}-${Date.parse(run) || Date.now()}`,
      ...(priority ? { priority } : {}),
    },
  );
}

/** Queues an extension's job: an extension runs once. */
export async function scheduleMusicExtension(
  queue: JobQueue<MusicJobServices>,
  ext: ExtensionRow,
  priority?: number,
): Promise<void> {
  await queue.enqueue(
    extendMusicJob,
    { extensionId: ext.id, run: ext.requestedOn ?? new Date().toISOString() },
    { userId: ext.userId, jobId: `music-ext-${ext.id}`, ...(priority ? { priority } : {}) },
  );
}
