import { parseFields, type FieldsSchema } from '../../platform/http/parse-fields';

/** A room message's fields; a missing payload reads as an empty one, so each required field is named. */
export function parseMessage<T>(schema: FieldsSchema<T>, payload: unknown): T {
  return parseFields(schema, payload ?? {});
}
