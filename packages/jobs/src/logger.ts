import type { JobLogger } from './types';

/** Used when the caller passes no logger: problems still reach stderr, routine news stays quiet. */
export const consoleLogger: JobLogger = {
  info: () => {},
  warn: (obj, msg) => console.warn(msg ?? '', obj),
  error: (obj, msg) => console.error(msg ?? '', obj),
};
