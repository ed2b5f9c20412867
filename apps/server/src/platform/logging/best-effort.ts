import type { Logger } from './logger';

/**
 * Starts writes whose failure must not fail the work around them (progress marks while rendering): a
 * rejection is logged instead of escaping as an unhandled rejection, e.g. when Redis or the database
 * closes under a job at shutdown.
 */
export function bestEffort(logger: Logger, what: string, ...writes: Promise<unknown>[]): void {
  for (const write of writes) write.catch((err: unknown) => logger.warn({ err }, `${what} failed`));
}
