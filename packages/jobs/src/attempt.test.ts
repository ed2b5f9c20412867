import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { runJob } from './attempt';
import { defineJob } from './define';
import type { AnyJob, JobContext } from './types';

function ctx(signal = new AbortController().signal): JobContext<unknown> {
  return { jobId: 'j1', attempt: 1, services: {}, signal, progress: async () => {} };
}

const withRun = (run: (signal: AbortSignal) => Promise<unknown>): AnyJob<unknown> =>
  defineJob({ name: 't', payload: z.object({ n: z.number() }), run: (_p, c) => run(c.signal) });

describe('one try of a job', () => {
  it('completes with a JSON copy of the result', async () => {
    const when = new Date('2026-01-02T03:04:05.000Z');
    const outcome = await runJob(
      withRun(async () => ({ when, none: undefined })),
      { n: 1 },
      ctx(),
    );
    expect(outcome).toEqual({ kind: 'completed', result: { when: '2026-01-02T03:04:05.000Z' } });
    expect(
      await runJob(
        withRun(async () => undefined),
        { n: 1 },
        ctx(),
      ),
    ).toEqual({ kind: 'completed', result: null });
  });

  it('fails, retryably, with the thrown message', async () => {
    const outcome = await runJob(
      withRun(async () => Promise.reject(new Error('nope'))),
      { n: 1 },
      ctx(),
    );
    expect(outcome).toEqual({ kind: 'failed', error: 'nope', retry: true });
    const odd = await runJob(
      withRun(async () => 10n),
      { n: 1 },
      ctx(),
    );
    expect(odd).toMatchObject({ kind: 'failed', retry: true });
  });

  it('fails for good when the stored payload does not fit the schema', async () => {
    const outcome = await runJob(
      withRun(async () => 1),
      { n: 'x' },
      ctx(),
    );
    expect(outcome).toMatchObject({
      kind: 'failed',
      retry: false,
      error: expect.stringMatching(/^invalid payload: n:/),
    });
  });

  it('is interrupted when aborted, and lets go of a run that ignores the signal', async () => {
    const controller = new AbortController();
    const started = Date.now();
    const pending = runJob(
      withRun(() => new Promise(() => {})),
      { n: 1 },
      ctx(controller.signal),
      50,
    );
    controller.abort(new Error('closing'));
    expect(await pending).toEqual({ kind: 'interrupted' });
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('keeps the result of a run that finishes although it was aborted', async () => {
    const controller = new AbortController();
    const job = withRun(async (signal) => {
      await new Promise((r) => signal.addEventListener('abort', r));
      return 'finished anyway';
    });
    const pending = runJob(job, { n: 1 }, ctx(controller.signal), 1_000);
    controller.abort();
    expect(await pending).toEqual({ kind: 'completed', result: 'finished anyway' });
  });
});
