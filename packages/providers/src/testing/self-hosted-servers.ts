// Test fixtures only: loopback servers speaking the wire protocols of the image servers self-hosters run
// (Stable Diffusion WebUI's /sdapi/v1 and ComfyUI's /prompt, /history, /view, /upload/image and /ws),
// recording what they were sent and answering with a real PNG.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';
import { PNG_BYTES } from './openai-wire-server';

export interface FakeCall {
  path: string;
  /** a JSON body as parsed; a multipart upload as its raw length */
  body: unknown;
}

export interface FakeImageServer {
  url: string;
  calls: FakeCall[];
  /** Makes the next generation fail with this status (500, 400 …). */
  failNext(status: number): void;
  close(): Promise<void>;
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** AUTOMATIC1111 / Forge: txt2img and img2img answer base64 PNGs (batch_size of them); progress is polled. */
export async function startFakeSdWebUi(): Promise<FakeImageServer> {
  const calls: FakeCall[] = [];
  let failure = 0;
  const server = createServer((req, res) => {
    void (async () => {
      const raw = await readBody(req);
      const path = req.url ?? '';
      const body = raw.length ? (JSON.parse(raw.toString()) as Record<string, unknown>) : undefined;
      calls.push({ path, body });
      res.setHeader('content-type', 'application/json');
      if (path.startsWith('/sdapi/v1/progress')) return res.end(JSON.stringify({ progress: 0.5 }));
      if (path === '/sdapi/v1/txt2img' || path === '/sdapi/v1/img2img') {
        if (failure) {
          res.statusCode = failure;
          failure = 0;
          return res.end(JSON.stringify({ error: 'OutOfMemoryError', detail: 'CUDA out of memory' }));
        }
        // Long enough for a progress poll to happen.
        await new Promise((r) => setTimeout(r, 1_200));
        const n = Number(body?.['batch_size'] ?? 1);
        return res.end(
          JSON.stringify({ images: Array.from({ length: n }, () => PNG_BYTES.toString('base64')) }),
        );
      }
      res.statusCode = 404;
      res.end(JSON.stringify({ detail: 'Not Found' }));
    })();
  });
  const url = await listen(server);
  return {
    url,
    calls,
    failNext: (status) => (failure = status),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * ComfyUI: /prompt queues (answering prompt_id), the WebSocket of the client sends "progress" messages, and
 * /history shows the outputs of the graph's SaveImage node once "done"; /view serves the picture.
 */
export async function startFakeComfyUi(): Promise<FakeImageServer> {
  const calls: FakeCall[] = [];
  const history = new Map<string, unknown>();
  let failure = 0;
  let next = 0;
  const server = createServer((req, res) => {
    void (async () => {
      const raw = await readBody(req);
      const path = req.url ?? '';
      const json = req.headers['content-type']?.includes('application/json');
      calls.push({ path, body: json && raw.length ? JSON.parse(raw.toString()) : raw.length });
      if (path === '/prompt' && req.method === 'POST') {
        if (failure) {
          res.statusCode = failure;
          failure = 0;
          return res.end(JSON.stringify({ error: { message: 'Prompt outputs failed validation' } }));
        }
        const { prompt, client_id } = JSON.parse(raw.toString()) as {
          prompt: Record<string, { class_type: string }>;
          client_id: string;
        };
        const id = `p${++next}`;
        const save = Object.entries(prompt).find(([, node]) => node.class_type === 'SaveImage')?.[0] ?? '9';
        for (const socket of sockets.get(client_id) ?? []) {
          socket.send(JSON.stringify({ type: 'progress', data: { value: 5, max: 20, prompt_id: id } }));
        }
        setTimeout(() => {
          history.set(id, {
            status: { status_str: 'success', completed: true, messages: [] },
            outputs: { [save]: { images: [{ filename: `muse_${id}.png`, subfolder: '', type: 'output' }] } },
          });
        }, 900);
        res.setHeader('content-type', 'application/json');
        return res.end(JSON.stringify({ prompt_id: id, number: next, node_errors: {} }));
      }
      const done = /^\/history\/(\w+)$/.exec(path);
      if (done) {
        res.setHeader('content-type', 'application/json');
        const entry = history.get(done[1]!);
        return res.end(JSON.stringify(entry ? { [done[1]!]: entry } : {}));
      }
      if (path.startsWith('/view?')) {
        res.setHeader('content-type', 'image/png');
        return res.end(PNG_BYTES);
      }
      if (path === '/upload/image' && req.method === 'POST') {
        res.setHeader('content-type', 'application/json');
        return res.end(JSON.stringify({ name: `upload-${++next}.png`, subfolder: '', type: 'input' }));
      }
      res.statusCode = 404;
      res.end('Not Found');
    })();
  });
  const sockets = new Map<string, WebSocket[]>();
  const wss = new WebSocketServer({ server, path: '/ws' });
  wss.on('connection', (socket, req) => {
    const clientId = new URL(req.url ?? '', 'http://x').searchParams.get('clientId') ?? '';
    sockets.set(clientId, [...(sockets.get(clientId) ?? []), socket]);
    socket.send(JSON.stringify({ type: 'status', data: { status: { exec_info: { queue_remaining: 0 } } } }));
  });
  const url = await listen(server);
  return {
    url,
    calls,
    failNext: (status) => (failure = status),
    close: async () => {
      for (const client of wss.clients) client.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
