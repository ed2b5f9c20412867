// The parser child process's body: reads the one file it is given and sends one ParseOutcome back.
import { parseFile } from './parse-file';
import type { ParseJob } from './parse-job';

export async function runParseJob(job: ParseJob): Promise<void> {
  // The server went away (its IPC channel closed): nobody waits for the text any more.
  process.once('disconnect', () => process.exit(1));
  const outcome = await parseFile(job);
  await new Promise<void>((resolve, reject) =>
    process.send?.(outcome, undefined, {}, (error) => (error ? reject(error) : resolve())),
  );
  process.disconnect?.();
}
