import type { FieldIssue } from '@muse/contracts';
import { HttpError } from '../../platform/http/errors';

interface Schema<T> {
  safeParse(
    v: unknown,
  ):
    | { success: true; data: T }
    | { success: false; error: { issues: readonly { path: PropertyKey[]; message: string }[] } };
}

/** A socket message's fields, or a 400 naming each wrong field (the API's validation error). */
export function parseMessage<T>(schema: Schema<T>, payload: unknown): T {
  const result = schema.safeParse(payload ?? {});
  if (result.success) return result.data;
  const details: FieldIssue[] = result.error.issues.map((i) => ({
    field: i.path.map(String).join('.') || 'body',
    message: i.message,
  }));
  throw new HttpError(
    400,
    'validation_failed',
    details.map((d) => `${d.field}: ${d.message}`).join('; '),
    details,
  );
}
