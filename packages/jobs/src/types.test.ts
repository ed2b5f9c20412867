import { describe, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import type { Database, Kysely } from '@muse/db';
import {
  createBullMqQueue,
  createInProcessQueue,
  defineJob,
  type FailedContext,
  type JobContext,
  type JobQueue,
} from './index';

// Compile-time checks (tsc runs over tests): how modules will declare, register and enqueue jobs.
interface AppServices {
  render(itemId: string, progress: (pct: number) => Promise<void>): Promise<{ url: string }>;
}

const renderImage = defineJob({
  name: 'generation.image',
  payload: z.object({ itemId: z.string() }),
  options: { attempts: 3, backoff: { type: 'exponential', delay: 5_000 } },
  run: async ({ itemId }, { services, progress }: JobContext<AppServices>) =>
    services.render(itemId, progress),
});
const cleanup = defineJob({ name: 'maintenance.cleanup', payload: z.object({}), run: async () => null });

describe('public types', () => {
  it('infers the payload from the schema and takes typed services from ctx', () => {
    expectTypeOf(renderImage.run).parameter(0).toEqualTypeOf<{ itemId: string }>();
    expectTypeOf(renderImage.run).parameter(1).toEqualTypeOf<JobContext<AppServices>>();
  });

  it('registers jobs with different payloads in one queue', () => {
    const make = (db: Kysely<Database>) => [
      createInProcessQueue<AppServices>({ db, dialect: 'sqlite', jobs: [renderImage, cleanup] }),
      createBullMqQueue<AppServices>({ redisUrl: 'redis://x', jobs: [renderImage, cleanup] }),
    ];
    expectTypeOf(make).returns.toEqualTypeOf<JobQueue<AppServices>[]>();
  });

  it('types onFailed and a recurring payload by the job', () => {
    const upkeep = defineJob({
      name: 'maintenance.upkeep',
      payload: z.object({ slot: z.number() }),
      recurring: { id: 'upkeep', everyMs: 60_000, payload: (slot) => ({ slot }) },
      run: async () => null,
      onFailed: async (payload, error, { services }: FailedContext<AppServices>) => {
        expectTypeOf(payload).toEqualTypeOf<{ slot: number }>();
        expectTypeOf(error).toEqualTypeOf<Error>();
        expectTypeOf(services).toEqualTypeOf<AppServices>();
      },
    });
    expectTypeOf(upkeep.recurring!.payload).returns.toEqualTypeOf<{ slot: number }>();
    defineJob({
      name: 'maintenance.bad',
      payload: z.object({ slot: z.number() }),
      // @ts-expect-error a recurring run's payload must fit the job's payload
      recurring: { id: 'bad', everyMs: 60_000, payload: (slot) => ({ slot: String(slot) }) },
      run: async () => null,
    });
  });

  it('checks enqueued payloads against the job', () => {
    const enqueue = (queue: JobQueue<AppServices>) => {
      void queue.enqueue(renderImage, { itemId: 'i1' }, { userId: 'u1', jobId: 'render-i1' });
      void queue.enqueue(cleanup, {});
      // @ts-expect-error itemId must be a string
      void queue.enqueue(renderImage, { itemId: 1 });
      // @ts-expect-error itemId is required
      void queue.enqueue(renderImage, {});
    };
    expectTypeOf(enqueue).toBeFunction();
  });
});
