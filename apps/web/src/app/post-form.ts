import type * as z from 'zod/mini';
import { ApiError, CLIENT_ERROR_CODES, UNREACHABLE_MESSAGE, errorFromReply } from './api-error';

/**
 * A multipart POST (file uploads) read through the reply's contract schema, with the API client's errors:
 * unreachable, the server's JSON error, or the reply as parsed. An abort is passed on as it is.
 */
export async function postForm<S extends z.ZodMiniType>(
  path: string,
  form: FormData,
  schema: S,
  signal?: AbortSignal,
): Promise<z.infer<S>> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      body: form,
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, CLIENT_ERROR_CODES.unreachable, UNREACHABLE_MESSAGE);
  }
  const text = await response.text();
  if (!response.ok) throw errorFromReply(response.status, text);
  return schema.parse(JSON.parse(text));
}
