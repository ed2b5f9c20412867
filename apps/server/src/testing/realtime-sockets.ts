import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { sessionTokenOf } from '../modules/auth';
import type { Harness } from './harness';

/**
 * Integration tests of realtime features: the harness's server listening with its socket server attached (cookie
 * sessions; the Redis adapter when TEST_REDIS_URL is set), and socket.io clients as browsers open them.
 */
export async function listenWithRealtime(
  h: Pick<Harness, 'app' | 'ctx'>,
  redisUrl = process.env.TEST_REDIS_URL,
): Promise<string> {
  await h.ctx.realtime.attach(h.app.server, {
    logger: h.ctx.logger,
    redisUrl,
    keyPrefix: h.ctx.config.REDIS_KEY_PREFIX,
    authenticate: async (cookie) =>
      (await h.ctx.services.auth.resolve(sessionTokenOf(cookie)))?.userId ?? null,
  });
  await h.app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(h.app.server.address() as AddressInfo).port}`;
}

export class Sockets {
  private all: Socket[] = [];
  constructor(private readonly base: () => string) {}

  /** A socket with the given cookie; `visitor` asks to be known by the visitor cookie when signed out. */
  open(cookie?: string, opts: { visitor?: boolean; base?: string } = {}): Promise<Socket> {
    const socket = connect(opts.base ?? this.base(), {
      path: '/socket.io',
      transports: ['websocket'],
      extraHeaders: cookie ? { cookie } : {},
      reconnection: false,
      ...(opts.visitor ? { query: { visitor: '1' } } : {}),
    });
    this.all.push(socket);
    return new Promise((resolve, reject) => {
      socket.once('connect', () => resolve(socket));
      socket.once('connect_error', reject);
    });
  }

  closeAll(): void {
    for (const s of this.all.splice(0)) s.close();
  }
}

/** The next `event` on a socket (or a rejection after `ms`). */
export const next = <T = unknown>(socket: Socket, event: string, ms = 5000) =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${ms} ms`)), ms);
    socket.once(event, (data: T) => {
      clearTimeout(timer);
      resolve(data);
    });
  });

/** Sends a client event and waits for its acknowledgement. */
export const ask = <T = Record<string, unknown>>(socket: Socket, event: string, payload: unknown) =>
  socket.timeout(5000).emitWithAck(event, payload) as Promise<T>;

/** Collects every `event` a socket receives. */
export function collect<T = unknown>(socket: Socket, event: string): T[] {
  const seen: T[] = [];
  socket.on(event, (data: T) => seen.push(data));
  return seen;
}

export const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
