// Test fixture only: a loopback HTTP server (port 0) speaking OpenAI's documented wire format for the
// endpoints the adapter uses, recording every request and scriptable per path to fail, stall or misbehave.
// The adapter's own tests use it, and so do the server's integration tests (through the package index):
// point OPENAI_BASE_URL at `baseUrl` and OPENAI_API_KEY at `apiKey`.
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { OpenAiConfig, ProvidersConfig } from '../config';

export type FakePath =
  | '/v1/chat/completions'
  | '/v1/images/generations'
  | '/v1/images/edits'
  | '/v1/audio/speech'
  | '/v1/embeddings'
  | '/v1/videos'
  | `/v1/videos/${string}`;

/** A file of a multipart request (images/edits), as the fake received it. */
export interface FakeFile {
  name: string;
  type: string;
  bytes: Buffer;
}

export interface FakeRequest {
  path: string;
  headers: IncomingHttpHeaders;
  /** the query string, without its '?' */
  query: string;
  /** JSON bodies as parsed; multipart bodies as their text fields */
  body: Record<string, unknown>;
  /** the files of a multipart body, by field name */
  files: Record<string, FakeFile>;
  at: number;
}

/** A reply to send, 'default' for the endpoint's normal answer, or 'hang' to never answer. */
export type FakeReply = FakeResponse | 'default' | 'hang';
export interface FakeResponse {
  status?: number;
  headers?: Record<string, string>;
  json?: unknown;
  body?: Buffer | string;
}

/** `attempt` counts the requests to this path since the last reset, from 1. */
export type FakeHandler = (req: FakeRequest, attempt: number) => FakeReply;

export interface FakeOpenAi {
  /** What to pass as baseUrl, e.g. http://127.0.0.1:41234/v1 */
  baseUrl: string;
  apiKey: string;
  requests: FakeRequest[];
  requestsTo(path: FakePath): FakeRequest[];
  /** Replaces the endpoint's default behaviour until reset(). */
  on(path: FakePath, handler: FakeHandler): void;
  reset(): void;
  close(): Promise<void>;
}

/** A valid 1×1 PNG. */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
export const MP3_BYTES = Buffer.concat([Buffer.from('ID3'), Buffer.alloc(61)]);
export const WAV_BYTES = wavHeader();
export const FAKE_TEXT = 'Hello from the fake server.';

export function errorReply(
  status: number,
  message: string,
  code: string | null = null,
  headers = {},
): FakeResponse {
  return { status, headers, json: { error: { message, type: 'invalid_request_error', param: null, code } } };
}

export async function startFakeOpenAi(
  options: { apiKey?: string; jsonReply?: unknown } = {},
): Promise<FakeOpenAi> {
  const apiKey = options.apiKey ?? 'sk-test';
  const requests: FakeRequest[] = [];
  const handlers = new Map<string, FakeHandler>();
  const videoJobs: VideoJobs = new Map();

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', async () => {
      const [path = '', query = ''] = (req.url ?? '').split('?');
      const raw = Buffer.concat(chunks);
      const parsed = await parseBody(raw, req.headers['content-type'] ?? '');
      const request: FakeRequest = { path, query, headers: req.headers, ...parsed, at: Date.now() };
      requests.push(request);
      const attempt = requests.filter((r) => r.path === path).length;

      const scripted = handlers.get(path)?.(request, attempt) ?? 'default';
      if (scripted === 'hang') return;
      const reply =
        scripted !== 'default'
          ? scripted
          : req.headers.authorization === `Bearer ${apiKey}`
            ? defaultReply(request, options.jsonReply ?? { ok: true }, videoJobs)
            : errorReply(401, 'Incorrect API key provided.', 'invalid_api_key');
      const body = reply.json === undefined ? (reply.body ?? '') : JSON.stringify(reply.json);
      res.writeHead(reply.status ?? 200, {
        'content-type': reply.json === undefined ? 'application/octet-stream' : 'application/json',
        ...reply.headers,
      });
      res.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    apiKey,
    requests,
    requestsTo: (path) => requests.filter((r) => r.path === path),
    on: (path, handler) => void handlers.set(path, handler),
    reset() {
      requests.length = 0;
      handlers.clear();
      videoJobs.clear();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections(); // including the ones left hanging on purpose
        server.close(() => resolve());
      }),
  };
}

/** JSON, or multipart form data (read by the platform's own Fetch API parser). */
async function parseBody(
  raw: Buffer,
  contentType: string,
): Promise<{ body: Record<string, unknown>; files: Record<string, FakeFile> }> {
  if (!contentType.startsWith('multipart/form-data')) {
    const text = raw.toString('utf8');
    return { body: text ? (JSON.parse(text) as Record<string, unknown>) : {}, files: {} };
  }
  const form = await new Response(new Uint8Array(raw), {
    headers: { 'content-type': contentType },
  }).formData();
  const body: Record<string, unknown> = {};
  const files: Record<string, FakeFile> = {};
  for (const [field, value] of form.entries()) {
    if (typeof value === 'string') body[field] = value;
    else {
      // A repeated field (`image[]`, several pictures) is kept as `image[]`, `image[]#2`, … in order.
      let key = field;
      for (let n = 2; files[key]; n++) key = `${field}#${n}`;
      files[key] = { name: value.name, type: value.type, bytes: Buffer.from(await value.arrayBuffer()) };
    }
  }
  return { body, files };
}

/**
 * A chat completion whose message says `content`, as a compatible server sends it: what a test returns
 * from `on('/v1/chat/completions', …)` to script the model's answer (malformed JSON included).
 */
export function chatReply(content: string, model: unknown = 'gpt-4o-mini'): FakeResponse {
  return {
    json: {
      id: 'chatcmpl-fake',
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model,
      choices: [
        {
          index: 0,
          message: { role: 'assistant', content, refusal: null },
          finish_reason: 'stop',
          logprobs: null,
        },
      ],
      usage: { prompt_tokens: 12, completion_tokens: 7, total_tokens: 19 },
    },
  };
}

function defaultReply(req: FakeRequest, jsonReply: unknown, jobs: VideoJobs): FakeResponse {
  const body = req.body;
  const created = Math.floor(Date.now() / 1000);
  switch (req.path) {
    case '/v1/chat/completions':
      return chatReply(body.response_format ? JSON.stringify(jsonReply) : FAKE_TEXT, body.model);
    case '/v1/images/edits':
      // The picture sent back as it came (a real model would change it), so tests can follow it through.
      return {
        json: {
          created,
          data: [{ b64_json: (req.files.image?.bytes ?? PNG_BYTES).toString('base64') }],
          usage: { input_tokens: 20, output_tokens: 100, total_tokens: 120 },
        },
      };
    case '/v1/images/generations': {
      const n = typeof body.n === 'number' ? body.n : 1;
      return {
        json: {
          created,
          data: Array.from({ length: n }, () => ({ b64_json: PNG_BYTES.toString('base64') })),
          usage: { input_tokens: 10, output_tokens: 100 * n, total_tokens: 10 + 100 * n },
        },
      };
    }
    case '/v1/audio/speech': {
      const wav = body.response_format === 'wav';
      return {
        headers: { 'content-type': wav ? 'audio/wav' : 'audio/mpeg' },
        body: wav ? WAV_BYTES : MP3_BYTES,
      };
    }
    case '/v1/embeddings': {
      const input = Array.isArray(body.input) ? body.input.map(String) : [String(body.input)];
      const data = input.map((text, index) => {
        const vector = fakeVector(text);
        const embedding =
          body.encoding_format === 'base64'
            ? Buffer.from(new Float32Array(vector).buffer).toString('base64')
            : vector;
        return { object: 'embedding', index, embedding };
      });
      const tokens = input.join(' ').split(/\s+/).length;
      return {
        json: {
          object: 'list',
          data,
          model: body.model,
          usage: { prompt_tokens: tokens, total_tokens: tokens },
        },
      };
    }
    default: {
      const video = /^\/v1\/videos(?:\/([^/]+))?(\/content)?$/.exec(req.path);
      if (video) return videoReply(req, jobs, video[1], !!video[2]);
      return errorReply(404, `Unknown path ${req.path}`);
    }
  }
}

/** A stand-in MP4 (its bytes start as an MP4's do; the adapter passes them through untouched). */
export const MP4_BYTES = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypmp42'),
  Buffer.alloc(64),
]);

/**
 * Video jobs: created queued; each read moves a job on (in progress at 50 %, then completed); the content is
 * MP4_BYTES, and its thumbnail PNG_BYTES. `req.body` of a create is its form fields.
 */
function videoReply(
  req: FakeRequest,
  jobs: VideoJobs,
  id: string | undefined,
  content: boolean,
): FakeResponse {
  if (!id) {
    const job = {
      id: `video_${jobs.size + 1}`,
      object: 'video',
      model: req.body.model ?? 'sora-2',
      status: 'queued',
      progress: 0,
      prompt: req.body.prompt ?? null,
      seconds: req.body.seconds ?? '4',
      size: req.body.size ?? '720x1280',
      created_at: Math.floor(Date.now() / 1000),
      completed_at: null,
      expires_at: null,
      error: null,
      remixed_from_video_id: null,
    };
    jobs.set(job.id, job);
    return { json: job };
  }
  const job = jobs.get(id);
  if (!job) return errorReply(404, `No video ${id}`);
  if (content) {
    const thumbnail = new URLSearchParams(req.query).get('variant') === 'thumbnail';
    return {
      headers: { 'content-type': thumbnail ? 'image/png' : 'video/mp4' },
      body: thumbnail ? PNG_BYTES : MP4_BYTES,
    };
  }
  if (job.status === 'queued') Object.assign(job, { status: 'in_progress', progress: 50 });
  else if (job.status === 'in_progress') Object.assign(job, { status: 'completed', progress: 100 });
  return { json: job };
}

type VideoJobs = Map<string, Record<string, unknown>>;

/** A deterministic 8-dimensional vector, so tests can tell texts apart. */
export function fakeVector(text: string): number[] {
  return Array.from({ length: 8 }, (_, i) => ((text.charCodeAt(i % text.length) || 0) % 97) / 97);
}

function wavHeader(): Buffer {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36, 4);
  header.write('WAVEfmt ', 8, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(24_000, 24);
  header.writeUInt32LE(48_000, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'latin1');
  return header;
}

/** Config pointing the registry at the fake: quick retries and timeouts unless a test says otherwise. */
export function fakeConfig(fake: FakeOpenAi, overrides: Partial<OpenAiConfig> = {}): ProvidersConfig {
  return {
    openai: { apiKey: fake.apiKey, baseUrl: fake.baseUrl, timeoutMs: 5_000, maxRetries: 2, ...overrides },
  };
}
