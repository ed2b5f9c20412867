import pino, { type Logger } from 'pino';
import { redactUrl } from './redact-url';

export type { Logger };

/** The parts of a request (Fastify's or Node's) that a log line shows. */
interface LoggedRequest {
  method?: string;
  url?: string;
  headers?: Record<string, string | string[] | undefined>;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number } | null;
}

/**
 * Fastify's own request serializer (which it merges under ours, so ours wins), with the secret query
 * values (media signatures, tokens, sign-in codes) taken out of the URL.
 */
function serializeRequest(req: LoggedRequest): Record<string, unknown> {
  return {
    method: req.method,
    url: typeof req.url === 'string' ? redactUrl(req.url) : req.url,
    version: req.headers?.['accept-version'],
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

/** Structured logs. Secrets, cookies and login codes are redacted wherever they appear. */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    name: 'muse',
    level,
    serializers: { req: serializeRequest },
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'res.headers["set-cookie"]',
        '*.code',
        '*.password',
        '*.token',
        '*.apiKey',
        '*.secret',
      ],
      censor: '[redacted]',
    },
  };
  if (destination) return pino(options, destination);
  // A person at a terminal reads lines; log collectors (no TTY) get JSON.
  if (process.stdout.isTTY) {
    return pino({
      ...options,
      transport: {
        target: 'pino-pretty',
        options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname,name' },
      },
    });
  }
  return pino(options);
}
