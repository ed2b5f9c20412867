import { defineJob, type JobQueue } from '@muse/jobs';
import { z } from 'zod';
import type { EditorRunner } from './editor.runner';

export interface EditorJobServices {
  editor: EditorRunner;
}

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
