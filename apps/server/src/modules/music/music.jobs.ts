import { defineJob, type JobQueue } from '@muse/jobs';
import { z } from 'zod';
import { recordFailure } from '../../shared/engine-failure';
import type { MusicExtender } from './music.extender';
import type { MusicPreviews } from './music.previews';
import type { ExtensionRow } from './music.extensions.repository';
import type { MusicRenderer } from './music.renderer';
import type { TrackRow } from './music.repository';

export const MUSIC_ATTEMPTS = 2;

export interface MusicJobServices {
  music: { renderer: MusicRenderer; extender: MusicExtender; previews: Pick<MusicPreviews, 'render'> };
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

/** A preview of the song creator (a preset's or a base style's), rendered once and stored. */
export const renderMusicPreviewJob = defineJob<{ kind: string; id: string }, MusicJobServices>({
  name: 'music.preview',
  payload: z.object({ kind: z.string().min(1).max(20), id: z.string().min(1).max(60) }),
  options: { attempts: MUSIC_ATTEMPTS, backoff: { type: 'fixed', delay: 1_000 } },
  run: async ({ kind, id }, ctx) => ctx.services.music.previews.render(kind, id, ctx.signal),
});

/** How long a listener waits for a preview's first render (a 30 s clip takes a few seconds of a core). */
export const PREVIEW_WAIT_MS = 90_000;

/**
 * Queues a preview's render and waits for it: one job per preview however many listeners ask at once (its
 * job id); a finished or failed earlier job of it (whose clip is missing, or the caller would not ask)
 * gives way to a new one. Rejects when the job failed or took longer than `waitMs`; the job goes on, and
 * the next ask finds the clip.
 */
export async function renderPreviewAndWait(
  queue: JobQueue<MusicJobServices>,
  preview: { kind: string; id: string },
  waitMs = PREVIEW_WAIT_MS,
): Promise<void> {
  const base = `music-preview-${preview.kind}-${preview.id}`;
  const earlier = await queue.getJob(base);
  const jobId =
    earlier && (earlier.state === 'completed' || earlier.state === 'failed') ? `${base}-${Date.now()}` : base;
  await new Promise<void>((resolve, reject) => {
    let settled = false;
    const settle = (err?: Error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      off();
      if (err) reject(err);
      else resolve();
    };
    const timer = setTimeout(() => settle(new Error('the preview took too long')), waitMs);
    const off = queue.onEvent((event) => {
      if (event.jobId !== jobId) return;
      if (event.state === 'completed') settle();
      else if (event.state === 'failed') settle(new Error(event.error ?? 'the preview failed'));
    });
    queue
      .enqueue(renderMusicPreviewJob, { kind: preview.kind, id: preview.id }, { jobId })
      // Already finished before we listened (another listener's job): its state says so.
      .then(() => queue.getJob(jobId))
      .then((job) => {
        if (job?.state === 'completed') settle();
        else if (job?.state === 'failed') settle(new Error(job.error ?? 'the preview failed'));
      })
      .catch((err: unknown) => settle(err instanceof Error ? err : new Error(String(err))));
  });
}
