/**
 * The live music thread: it holds the process's live streams and composes and renders their bars, so the
 * synthesiser's work never blocks the HTTP process's event loop. The main thread asks for one bar at a time
 * (live-music.thread.ts); each bar's PCM is transferred back, not copied.
 */
import { parentPort } from 'node:worker_threads';
import { LiveMusicStream, isProviderError, toPcm16 } from '@muse/providers/live-music';
import type { LiveThreadReply, LiveThreadRequest } from './live-music.protocol';

const port = parentPort;
if (!port) throw new Error('live-music.worker.ts runs only as a worker thread');
const streams = new Map<string, LiveMusicStream>();

const stream = (id: string): LiveMusicStream => {
  const found = streams.get(id);
  if (!found) throw new Error(`no live stream ${id}`);
  return found;
};

port.on('message', (request: LiveThreadRequest) => {
  void answer(request);
});

async function answer(request: LiveThreadRequest): Promise<void> {
  if (request.op === 'close') {
    streams.delete(request.id);
    return;
  }
  try {
    if (request.op === 'open') {
      streams.set(request.id, await LiveMusicStream.open(request.settings, request.seed));
      reply({ req: request.req, ok: true });
    } else if (request.op === 'update') {
      reply({ req: request.req, ok: true, result: stream(request.id).update(request.change) });
    } else {
      const chunk = stream(request.id).next();
      const pcm = toPcm16(chunk.left, chunk.right);
      const { left: _left, right: _right, ...bar } = chunk;
      reply({ req: request.req, ok: true, result: { ...bar, pcm } }, [pcm.buffer as ArrayBuffer]);
    }
  } catch (err) {
    const userMessage = isProviderError(err);
    reply({
      req: request.req,
      ok: false,
      message: err instanceof Error ? err.message : String(err),
      userMessage,
    });
  }
}

function reply(message: LiveThreadReply, transfer: ArrayBuffer[] = []): void {
  port!.postMessage(message, transfer);
}
