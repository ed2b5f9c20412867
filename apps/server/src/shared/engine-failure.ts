/**
 * The failure of the work a job's try exists for (an AI engine's render or extension). It is thrown, so the
 * queue tries again, and it carries how to record the failure on what the job works on (finished with the
 * reason, a charge refunded), for the job's `onFailed` to run after the last try. Its message is the cause's.
 *
 * Anything else that fails the last try (the database, storing the result) is recorded by the job's own
 * fallback: see `recordFailure`.
 */
export class EngineFailure extends Error {
  constructor(
    cause: unknown,
    readonly record: () => Promise<void>,
  ) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
    this.name = 'EngineFailure';
  }
}

/**
 * A job's `onFailed`, after the last try: an EngineFailure records itself; any other error (storing the
 * result, the database) runs `otherwise`, which finishes the work with a plain message (and refunds what it
 * charged), so nothing stays "in progress" and paid for.
 */
export async function recordFailure(error: unknown, otherwise: () => Promise<void>): Promise<void> {
  if (error instanceof EngineFailure) await error.record();
  else await otherwise();
}
