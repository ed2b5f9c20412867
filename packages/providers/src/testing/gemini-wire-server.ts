// Test fixture only: a loopback server speaking the Gemini API's `models/{model}:generateContent` for image
// models (Google's documented request and reply shapes), recording what it was sent and answering a real PNG.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PNG_BYTES } from './openai-wire-server';

export interface GeminiCall {
  model: string;
  apiKey: string | undefined;
  body: {
    contents?: {
      role?: string;
      parts?: { text?: string; inlineData?: { mimeType: string; data: string } }[];
    }[];
    generationConfig?: { responseModalities?: string[]; imageConfig?: { aspectRatio?: string } };
  };
}

export interface FakeGemini {
  url: string;
  calls: GeminiCall[];
  /** The key the server accepts; others get Google's 400 API_KEY_INVALID. */
  readonly apiKey: string;
  /** The next reply: an HTTP error, or a 200 whose candidate has no picture (a refusal), or a blocked prompt. */
  failNext(kind: { status: number } | 'no-image' | 'blocked'): void;
  close(): Promise<void>;
}

export async function startFakeGemini(apiKey = 'test-gemini-key'): Promise<FakeGemini> {
  const calls: GeminiCall[] = [];
  let next: Parameters<FakeGemini['failNext']>[0] | undefined;
  const server: Server = createServer((req, res) => {
    void (async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      res.setHeader('content-type', 'application/json');
      const match = /^\/v1beta\/models\/([^/:]+):generateContent$/.exec(req.url ?? '');
      if (req.method !== 'POST' || !match) {
        res.statusCode = 404;
        return res.end(JSON.stringify({ error: { code: 404, message: 'Not found', status: 'NOT_FOUND' } }));
      }
      const key = req.headers['x-goog-api-key'];
      const call: GeminiCall = {
        model: decodeURIComponent(match[1]!),
        apiKey: typeof key === 'string' ? key : undefined,
        body: JSON.parse(Buffer.concat(chunks).toString() || '{}') as GeminiCall['body'],
      };
      calls.push(call);
      if (call.apiKey !== apiKey) {
        res.statusCode = 400;
        return res.end(
          JSON.stringify({
            error: {
              code: 400,
              message: 'API key not valid. Please pass a valid API key.',
              status: 'INVALID_ARGUMENT',
            },
          }),
        );
      }
      const failure = next;
      next = undefined;
      if (failure && typeof failure === 'object') {
        res.statusCode = failure.status;
        return res.end(
          JSON.stringify({
            error: {
              code: failure.status,
              message: 'Resource has been exhausted',
              status: 'RESOURCE_EXHAUSTED',
            },
          }),
        );
      }
      if (failure === 'blocked')
        return res.end(
          JSON.stringify({
            promptFeedback: { blockReason: 'SAFETY' },
            usageMetadata: { promptTokenCount: 7 },
          }),
        );
      const parts =
        failure === 'no-image'
          ? [{ text: 'I cannot make that picture.' }]
          : [
              { text: 'Here is your picture.' },
              { inlineData: { mimeType: 'image/png', data: PNG_BYTES.toString('base64') } },
            ];
      res.end(
        JSON.stringify({
          candidates: [{ content: { role: 'model', parts }, finishReason: 'STOP', index: 0 }],
          usageMetadata: { promptTokenCount: 12, candidatesTokenCount: 1290, totalTokenCount: 1302 },
          modelVersion: call.model,
        }),
      );
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    apiKey,
    failNext: (kind) => {
      next = kind;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
