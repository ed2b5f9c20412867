// Why a page could not be read. `code` is for callers (routes map it to a status); `message` is shown to users.
export type WebReadErrorCode =
  | 'bad_url'
  | 'blocked_address'
  | 'too_large'
  | 'timeout'
  | 'http_error'
  | 'not_html'
  | 'no_text'
  | 'unreachable';

export const webReadMessages: Record<WebReadErrorCode, string> = {
  bad_url: "This doesn't look like a web address that can be read. Use a full http:// or https:// address.",
  blocked_address: "This address is on a private network, so it can't be read.",
  too_large: 'This page is too large to read.',
  timeout: 'This page took too long to answer.',
  http_error: "The site answered with an error, so the page couldn't be read.",
  not_html: "This address isn't a web page or plain text, so it can't be read.",
  no_text: 'No readable text was found on this page.',
  unreachable: "The site couldn't be reached.",
};

export class WebReadError extends Error {
  readonly code: WebReadErrorCode;
  /** HTTP status of the remote answer, for 'http_error'. */
  readonly status?: number;

  constructor(code: WebReadErrorCode, message: string = webReadMessages[code], status?: number) {
    super(message);
    this.name = 'WebReadError';
    this.code = code;
    if (status !== undefined) this.status = status;
  }
}
