import pino, { type Logger } from 'pino';

export type { Logger };

/** Structured logs. Secrets, cookies and login codes are redacted wherever they appear. */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    name: 'muse',
    level,
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
