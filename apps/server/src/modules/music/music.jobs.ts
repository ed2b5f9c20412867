import { defineJob } from '@muse/jobs';
import { z } from 'zod';
import type { MusicExtender } from './music.extender';
import type { MusicRenderer } from './music.renderer';

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
    ctx.services.music.renderer.render(itemId, run, {
      attempt: ctx.attempt,
      maxAttempts: MUSIC_ATTEMPTS,
      progress: ctx.progress,
      signal: ctx.signal,
    }),
});

/** One queued extension. */
export const extendMusicJob = defineJob<{ extensionId: string; run: string }, MusicJobServices>({
  name: 'music.extend',
  payload: z.object({ extensionId: z.string().min(1), run: z.string().min(1) }),
  options: { attempts: MUSIC_ATTEMPTS, backoff: { type: 'exponential', delay: 2_000 } },
  run: async ({ extensionId, run }, ctx) =>
    ctx.services.music.extender.extend(extensionId, run, {
      attempt: ctx.attempt,
      maxAttempts: MUSIC_ATTEMPTS,
      progress: ctx.progress,
      signal: ctx.signal,
    }),
});
