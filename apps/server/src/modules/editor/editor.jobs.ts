import { defineJob, type JobQueue } from '@muse/jobs';
import { z } from 'zod';
import type { EditorRunner } from './editor.runner';

export interface EditorJobServices {
  editor: EditorRunner;
}

/** How often the editor's leftovers are swept. */
export const EDITOR_SWEEP_EVERY_MS = 60 * 60 * 1000;

/**
 * Hourly: masks and working pictures the editor uploaded, and the results of finished runs, once a day old
 * (a saved edit is an item of its own; these are only the steps on the way there). One run per slot however
 * many workers ask, as every recurring job.
 */
export const sweepEditorJob = defineJob<{ slot: number }, EditorJobServices>({
  name: 'editor.sweep',
  payload: z.object({ slot: z.number().int().nonnegative() }),
  options: { attempts: 2, backoff: { type: 'fixed', delay: 60_000 } },
  recurring: { id: 'editor-sweep', everyMs: EDITOR_SWEEP_EVERY_MS, payload: (slot) => ({ slot }) },
  run: async (_payload, ctx) => {
    await ctx.services.editor.sweep(new Date());
  },
});

/** One run of an editor AI tool: the job carries its id; the row holds everything else. */
export const applyEditJob = defineJob<{ editId: string }, EditorJobServices>({
  name: 'editor.apply',
  payload: z.object({ editId: z.string().min(1) }),
  options: { attempts: 2, backoff: { type: 'exponential', delay: 2_000 } },
  run: ({ editId }, ctx) => ctx.services.editor.run(editId, { progress: ctx.progress }),
  // Every try failed: the run finishes with a plain message and its charge is refunded.
  onFailed: ({ editId }, _error, { services }) => services.editor.failAfterTries(editId),
});

export async function scheduleEdit(
  queue: JobQueue<EditorJobServices>,
  editId: string,
  userId: string,
): Promise<void> {
  await queue.enqueue(applyEditJob, { editId }, { userId, jobId: `edit-${editId}` });
}
