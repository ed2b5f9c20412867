import { createRequire } from 'node:module';
import type * as OpenAiZodHelpers from 'openai/helpers/zod';
import type { ChatCompletionCreateParams } from 'openai/resources/chat/completions';
import { z } from 'zod';
import { ProviderError } from '../errors';
import type { JsonRequest } from '../ports/text';

type ResponseFormat = NonNullable<ChatCompletionCreateParams['response_format']>;

// The SDK's zod helper is loaded by the first JSON request to a hosted model, not at every server start.
let helpers: typeof OpenAiZodHelpers | undefined;
const zodResponseFormat: typeof OpenAiZodHelpers.zodResponseFormat = (...args) =>
  (helpers ??= createRequire(import.meta.url)(
    'openai/helpers/zod',
  ) as typeof OpenAiZodHelpers).zodResponseFormat(...args);

/**
 * The response_format for a JSON request. A schema goes as a strict json_schema (the SDK's own zod
 * conversion) so the model cannot stray from it; a schema strict mode cannot express (optional without
 * nullable, a non-object root) goes non-strict, and the reply is validated here either way.
 */
export function responseFormatFor(json: JsonRequest<unknown>): ResponseFormat {
  if (json === true) return { type: 'json_object' };
  const name = json.schemaName.replace(/[^a-zA-Z0-9_-]/g, '_').slice(0, 64) || 'reply';
  try {
    const { type, json_schema } = zodResponseFormat(json.schema, name);
    return { type, json_schema };
  } catch {
    const schema = z.toJSONSchema(json.schema, { target: 'draft-7', io: 'input', unrepresentable: 'any' });
    return { type: 'json_schema', json_schema: { name, schema, strict: false } };
  }
}

/** Parses the model's reply and validates it, or says in a sentence why it does not fit. */
export function parseJsonReply<T>(text: string, json: JsonRequest<T>, provider: string): T {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badJson(provider, `The model's reply was not valid JSON: ${excerpt(text)}`);
  }
  if (json === true) return value as T; // T is `unknown` when no schema was given
  const result = json.schema.safeParse(value);
  if (!result.success) {
    throw badJson(
      provider,
      `The model's JSON did not match ${json.schemaName}: ${z.prettifyError(result.error)}`,
    );
  }
  return result.data;
}

// Models answer differently on another try, so a malformed reply is worth retrying.
function badJson(provider: string, message: string): ProviderError {
  return new ProviderError({ code: 'bad_response', provider, message, retryable: true });
}

function excerpt(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 120 ? `"${flat.slice(0, 117)}..."` : `"${flat}"`;
}
