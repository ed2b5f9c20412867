/**
 * The failure of the work a job's try exists for (an AI engine's render or extension). It is thrown, so the
 * queue tries again, and it carries how to record the failure on what the job works on (finished with the
 * reason, a charge refunded), for the job's `onFailed` to run after the last try. Its message is the cause's.
 *
 * Only failures a job wraps this way are recorded: anything else that fails a try (the database, storing the
 * result) leaves the row as it is.
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

/** A job's `onFailed`: records an EngineFailure after the last try; any other error changes nothing. */
export async function recordEngineFailure(error: unknown): Promise<void> {
  if (error instanceof EngineFailure) await error.record();
}
