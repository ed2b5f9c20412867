import { tooManyRequests } from '../http/errors';
import { messages } from './errors';
import { PARSER_LIMITS } from './limits';

/** Who is uploading right now, in this server process. */
const busy = new Set<string>();

/**
 * Runs `work` (receiving and reading one upload) unless `key` (an account) already has one running: then
 * it is refused at once with 429, so one account cannot hold every parser or fill the waiting line.
 */
export async function oneAtATime<T>(key: string, work: () => Promise<T>): Promise<T> {
  if (busy.has(key)) throw tooManyRequests(messages.oneAtATime, PARSER_LIMITS.perUserRetryAfterSeconds);
  busy.add(key);
  try {
    return await work();
  } finally {
    busy.delete(key);
  }
}
