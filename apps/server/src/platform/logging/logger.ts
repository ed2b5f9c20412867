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
  return destination ? pino(options, destination) : pino(options);
}
