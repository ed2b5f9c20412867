import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors';

/**
 * Text with a NUL character is never meaningful input, and PostgreSQL rejects it in text columns (a 500
 * there, while SQLite would store it). Refuse it for every route, naming the field, before validation.
 */
export function refuseNulCharacters(app: FastifyInstance): void {
  app.addHook('preValidation', async (req) => {
    const where = findNul(req.params, 'params') ?? findNul(req.query, 'query') ?? findNul(req.body, '');
    if (where) {
      const message = `${where}: must not contain a NUL character`;
      throw new HttpError(400, 'validation_failed', message, [{ field: where, message }]);
    }
  });
}

function findNul(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path || 'body' : null;
  if (depth > 32 || value === null || typeof value !== 'object') return null;
  for (const [key, child] of Object.entries(value)) {
    const found = findNul(child, path ? `${path}.${key}` : key, depth + 1);
    if (found) return found;
  }
  return null;
}
