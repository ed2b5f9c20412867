import { ErrorBody, FieldIssue } from '@muse/contracts';

/** Codes the client itself gives to failures that never reached a JSON error body. */
export const CLIENT_ERROR_CODES = {
  unreachable: 'unreachable',
  badReply: 'bad_reply',
  contractMismatch: 'contract_mismatch',
} as const;

export const UNREACHABLE_MESSAGE = "Can't reach the Muse server. Check your connection and try again.";
export const BAD_REPLY_MESSAGE = 'The server sent a reply Muse could not read. Try again in a moment.';

/** An API failure the UI can show: the HTTP status, the server's stable code and message, and field errors. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string;
  /** Field errors of a 400 reply, by field name (dotted path): the message to show under that field. */
  readonly fields: Readonly<Record<string, string>>;

  constructor(status: number, code: string, message: string, fields: Record<string, string> = {}) {
    super(message);
    this.status = status;
    this.code = code;
    this.fields = fields;
  }

  /** The message for one field, if the server named it. */
  field(name: string): string | undefined {
    return this.fields[name];
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

function fieldsOf(details: unknown): Record<string, string> {
  if (!Array.isArray(details)) return {};
  const fields: Record<string, string> = {};
  for (const entry of details) {
    const issue = FieldIssue.safeParse(entry);
    if (issue.success && !(issue.data.field in fields)) fields[issue.data.field] = issue.data.message;
  }
  return fields;
}

/**
 * Turns a failed reply into an ApiError. A JSON error body gives the code, message and fields; anything else
 * (a proxy's HTML page, an empty 502 while the server is down) becomes a readable client-side error.
 */
export function errorFromReply(status: number, bodyText: string): ApiError {
  let json: unknown;
  try {
    json = JSON.parse(bodyText);
  } catch {
    json = undefined;
  }
  const body = ErrorBody.safeParse(json);
  if (body.success) {
    const { code, message, details } = body.data.error;
    return new ApiError(status, code, message, fieldsOf(details));
  }
  if (status === 502 || status === 503 || status === 504) {
    return new ApiError(status, CLIENT_ERROR_CODES.unreachable, UNREACHABLE_MESSAGE);
  }
  return new ApiError(status, CLIENT_ERROR_CODES.badReply, BAD_REPLY_MESSAGE);
}

/** The message to show for any error thrown while talking to the server. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  if (error instanceof Error && error.message) return error.message;
  return 'Something went wrong. Try again, please.';
}
