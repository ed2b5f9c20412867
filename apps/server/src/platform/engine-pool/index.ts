/**
 * The engine pool: worker threads that run the CPU-bound local engines (speech, answer indexes, cosine search) off the
 * event loop, with a bounded queue (503 + Retry-After when full). One per process, made in container.ts.
 */
export { EnginePool, type EnginePoolOptions } from './engine-pool';
export { BoundedPool, PoolBusyError, ENGINE_RETRY_AFTER_SECONDS } from './bounded-pool';
export type { VectorHit, VectorItem, VectorSet } from './tasks';
