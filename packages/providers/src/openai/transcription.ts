import type { EngineContext } from '../ports/engine';
import type { RecognitionOptions, RecognitionResult, SpeechRecognizer } from '../recognition/port';
import { RecognitionError } from '../recognition/port';
import { ProviderError } from '../errors';

export interface HostedRecognizerOptions {
  /** e.g. https://api.openai.com/v1, or a faster-whisper / LocalAI server's …/v1 */
  baseUrl: string;
  /** sent as a bearer token when set (a self-hosted server may need none) */
  apiKey?: string;
  /** default whisper-1 */
  model?: string;
  /** per clip; default 60 s */
  timeoutMs?: number;
  /** tests pass their own */
  fetch?: typeof fetch;
}

const EXTENSIONS: Record<string, string> = {
  'audio/wav': 'wav',
  'audio/x-wav': 'wav',
  'audio/wave': 'wav',
  'audio/webm': 'webm',
  'audio/ogg': 'ogg',
  'audio/mpeg': 'mp3',
  'audio/mp4': 'm4a',
  'audio/flac': 'flac',
};

/**
 * Speech recognition by an OpenAI-compatible server: `POST {base}/audio/transcriptions`, multipart with
 * `file`, `model`, `language` and `response_format=json`, answered with `{ text }`. OpenAI's Whisper, and
 * self-hosted Whisper servers (faster-whisper-server, LocalAI, whisper.cpp's server) speak it.
 */
export class HostedRecognizer implements SpeechRecognizer {
  readonly engine = 'hosted';
  readonly kind = 'hosted';

  constructor(private readonly options: HostedRecognizerOptions) {}

  async transcribe(
    audio: Buffer,
    mime: string,
    options: RecognitionOptions,
    ctx: EngineContext = {},
  ): Promise<RecognitionResult> {
    const type = (mime.split(';')[0] ?? '').trim().toLowerCase();
    const form = new FormData();
    form.append(
      'file',
      new Blob([new Uint8Array(audio)], { type: type || 'application/octet-stream' }),
      `clip.${EXTENSIONS[type] ?? 'wav'}`,
    );
    form.append('model', this.options.model ?? 'whisper-1');
    form.append('language', options.language.slice(0, 2));
    form.append('response_format', 'json');
    const timeout = AbortSignal.timeout(this.options.timeoutMs ?? 60_000);
    const signal = ctx.signal ? AbortSignal.any([ctx.signal, timeout]) : timeout;
    const url = `${this.options.baseUrl.replace(/\/$/, '')}/audio/transcriptions`;
    let response: Response;
    try {
      response = await (this.options.fetch ?? fetch)(url, {
        method: 'POST',
        body: form,
        signal,
        headers: this.options.apiKey ? { authorization: `Bearer ${this.options.apiKey}` } : {},
      });
    } catch (error) {
      if (ctx.signal?.aborted) throw ctx.signal.reason;
      if (timeout.aborted) throw new RecognitionError('timeout', 'The speech recogniser took too long.');
      throw new ProviderError({
        code: 'unavailable',
        provider: 'transcription',
        message: 'The speech recogniser could not be reached.',
        cause: error,
      });
    }
    const body: unknown = await response.json().catch(() => undefined);
    if (!response.ok) {
      const message =
        (body as { error?: { message?: unknown } } | undefined)?.error?.message ?? response.statusText;
      if (response.status === 400 || response.status === 415)
        throw new RecognitionError(
          'unsupported_audio',
          `The speech recogniser refused the clip: ${String(message)}`,
        );
      throw new ProviderError({
        code:
          response.status === 401 || response.status === 403
            ? 'unauthorized'
            : response.status === 429
              ? 'rate_limited'
              : 'unavailable',
        provider: 'transcription',
        message: `The speech recogniser answered ${response.status}.`,
        status: response.status,
      });
    }
    const text = (body as { text?: unknown } | undefined)?.text;
    if (typeof text !== 'string')
      throw new ProviderError({
        code: 'bad_response',
        provider: 'transcription',
        message: 'The speech recogniser sent no text.',
      });
    return { text: text.trim() };
  }
}
