import type { FieldIssue } from '@muse/contracts';
import { HttpError } from './errors';

/** What a zod schema offers (classic or mini), without tying this file to one of them. */
export interface FieldsSchema<T> {
  safeParse(
    v: unknown,
  ):
    | { success: true; data: T }
    | { success: false; error: { issues: readonly { path: PropertyKey[]; message: string }[] } };
}

/** A 400 naming each wrong field, shaped like the API's validation error ("field: message; …"). */
export function fieldsError(issues: readonly FieldIssue[]): HttpError {
  return new HttpError(
    400,
    'validation_failed',
    issues.map((d) => `${d.field}: ${d.message}`).join('; '),
    issues,
  );
}

/**
 * A message's fields (a socket event's payload, which no route schema checked), or a 400 naming each wrong
 * field, as the HTTP routes answer.
 */
export function parseFields<T>(schema: FieldsSchema<T>, payload: unknown): T {
  const result = schema.safeParse(payload);
  if (result.success) return result.data;
  throw fieldsError(
    result.error.issues.map((i) => ({ field: i.path.map(String).join('.') || 'body', message: i.message })),
  );
}
