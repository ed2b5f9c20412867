import type { IncomingMessage, Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import { Emitter } from '@socket.io/redis-emitter';
import { Redis } from 'ioredis';
import { Server, type Socket } from 'socket.io';
import { HttpError } from '../http/errors';
import { VISITOR_ID_PREFIX, newVisitorCookie, visitorIdOf } from '../http/visitor-cookie';
import type { Logger } from '../logging/logger';

export const userRoom = (userId: string) => `user:${userId}`;
export const officeRoom = (officeId: string) => `office:${officeId}`;
/** Every socket of a signed-in user or guest (not signed-out visitors): for announcements to all. */
export const SIGNED_IN_ROOM = 'signed-in';

/** Who is on the other end of a socket. `userId` is an account's or guest's id, or `visitor-<uuid>`. */
export interface RealtimeClient {
  socketId: string;
  userId: string;
  isVisitor: boolean;
}

/** A client event's handler: its result is the acknowledgement; a thrown HttpError becomes `{ error }`. */
export type ClientEventHandler = (client: RealtimeClient, payload: unknown) => Promise<unknown>;
/** Decides whether a client may join an office's room: throws an HttpError (404, 403) to refuse. */
export type OfficeGate = (client: RealtimeClient, officeId: string) => Promise<void>;
/** Runs after a client joined an office's room (e.g. to send it the office's open poll). */
export type OfficeJoinedListener = (client: RealtimeClient, officeId: string) => Promise<void>;
/** Runs when a socket of this process disconnects (to end what it held, e.g. a live music stream). */
export type DisconnectListener = (client: RealtimeClient) => void;

/**
 * Where server code sends realtime events. The API process attaches a socket.io server; a worker-only
 * process with REDIS_URL publishes through Redis; anything else has no audience, so events are dropped.
 */
export class RealtimeHub {
  private send: ((room: string, event: string, data: unknown) => void) | null = null;
  private closers: (() => Promise<void>)[] = [];
  private handlers = new Map<string, ClientEventHandler>();
  private officeGate: OfficeGate | null = null;
  private officeJoined: OfficeJoinedListener[] = [];
  private disconnected: DisconnectListener[] = [];
  private localSocket: ((socketId: string) => Socket | undefined) | null = null;
  private presence: ((room: string) => Promise<boolean>) | null = null;
  private disconnect: ((room: string) => void) | null = null;

  toUser(userId: string, event: string, data: unknown): void {
    this.send?.(userRoom(userId), event, data);
  }

  /** To every signed-in socket (users and guests), in every process. */
  toSignedIn(event: string, data: unknown): void {
    this.send?.(SIGNED_IN_ROOM, event, data);
  }

  /** To every socket that joined an office's room, in every process (through the Redis adapter). */
  toOffice(officeId: string, event: string, data: unknown): void {
    this.send?.(officeRoom(officeId), event, data);
  }

  /** To one socket (its id is a room of its own, so this too crosses processes). */
  toSocket(socketId: string, event: string, data: unknown): void {
    this.send?.(socketId, event, data);
  }

  /**
   * To one socket of this process only, never through Redis: for a stream that lives beside its socket
   * (live music's audio). False when the socket is not (or no longer) connected here.
   */
  toLocalSocket(socketId: string, event: string, data: unknown): boolean {
    const socket = this.localSocket?.(socketId);
    if (!socket?.connected) return false;
    socket.emit(event, data);
    return true;
  }

  /**
   * Whether the user has a page open (a socket in their room) in any process: socket.io's `fetchSockets`,
   * which asks every server through the Redis adapter. A process with no socket server and no Redis has no
   * pages to know of: false. A server that does not answer in time counts as no page (a mail too many
   * beats a mail missed).
   */
  async isOnline(userId: string): Promise<boolean> {
    if (!this.presence) return false;
    try {
      return await this.presence(userRoom(userId));
    } catch {
      return false;
    }
  }

  /**
   * Ends every open socket of a user, in every process (through the Redis adapter or emitter): after a ban,
   * their open pages stop hearing events, and reconnecting needs a session, which a ban has ended.
   */
  disconnectUser(userId: string): void {
    this.disconnect?.(userRoom(userId));
  }

  /** Listens for the disconnection of this process's sockets. */
  onDisconnect(listener: DisconnectListener): void {
    this.disconnected.push(listener);
  }

  /**
   * Answers a client event (`socket.emit(event, payload, ack)`): the handler's result is acknowledged, an
   * HttpError as `{ error: { code, message, details } }`. Registered before `attach`, by the modules.
   */
  handle(event: string, handler: ClientEventHandler): void {
    this.handlers.set(event, handler);
  }

  /**
   * Lets clients `join-office` (and `leave-office`) an office's room: `gate` decides who may (without one,
   * nobody may); listeners run after a join.
   */
  guardOfficeRooms(gate: OfficeGate): void {
    this.officeGate = gate;
  }

  onOfficeJoined(listener: OfficeJoinedListener): void {
    this.officeJoined.push(listener);
  }

  /** socket.io on the HTTP server, each socket joined to its user's room after cookie authentication. */
  async attach(
    server: HttpServer,
    opts: {
      authenticate(cookieHeader: string | undefined): Promise<string | null>;
      redisUrl?: string;
      /** Redis key prefix (REDIS_KEY_PREFIX) of the adapter's channels */
      keyPrefix?: string;
      logger: Logger;
      /** whether the visitor cookie is Secure whatever the request (an https PUBLIC_URL) */
      cookieSecure?: boolean;
    },
  ): Promise<Server> {
    const io = new Server(server, { path: '/socket.io', serveClient: false, cors: { origin: false } });
    if (opts.redisUrl) {
      const pub = new Redis(opts.redisUrl, { lazyConnect: false });
      const sub = pub.duplicate();
      for (const client of [pub, sub])
        client.on('error', (err) => opts.logger.warn({ err }, 'realtime Redis error'));
      io.adapter(createAdapter(pub, sub, { key: socketKey(opts.keyPrefix) }));
      this.closers.push(async () => {
        await Promise.allSettled([pub.quit(), sub.quit()]);
      });
    }
    // A client that asks to be a visitor (`?visitor=1`) and has no visitor cookie gets one with the handshake.
    const newVisitors = new WeakMap<IncomingMessage, string>();
    io.engine.on('initial_headers', (headers: Record<string, string | string[]>, req: IncomingMessage) => {
      if (!asksForVisitor(req.url) || visitorIdOf(req.headers.cookie)) return;
      // The same cookie the HTTP routes give a visitor (platform/http/visitor-cookie.ts); fastify does not
      // answer the handshake, so it goes into socket.io's headers as a line.
      const cookie = newVisitorCookie(
        opts.cookieSecure === true || ('encrypted' in req.socket && req.socket.encrypted === true),
      );
      newVisitors.set(req, cookie.id);
      const previous = headers['set-cookie'];
      headers['set-cookie'] = [
        ...(Array.isArray(previous) ? previous : previous ? [previous] : []),
        cookie.header,
      ];
    });
    io.use((socket, next) => {
      opts
        .authenticate(socket.handshake.headers.cookie)
        .then((userId) => {
          // Signed-out visitors connect only when they ask to, known by their visitor cookie.
          const visitor =
            !userId && asksForVisitor(socket.request.url)
              ? (visitorIdOf(socket.handshake.headers.cookie) ?? newVisitors.get(socket.request))
              : undefined;
          const id = userId ?? (visitor ? `${VISITOR_ID_PREFIX}${visitor}` : null);
          if (!id) return next(new Error('unauthorized'));
          socket.data.userId = id;
          socket.data.isVisitor = !userId;
          void socket.join(userRoom(id));
          if (userId) void socket.join(SIGNED_IN_ROOM);
          next();
        })
        .catch((err: unknown) => {
          opts.logger.warn({ err }, 'socket authentication failed');
          next(new Error('unauthorized'));
        });
    });
    io.on('connection', (socket) => this.listen(socket, opts.logger));
    this.send = (room, event, data) => io.to(room).emit(event, data);
    this.localSocket = (socketId) => io.sockets.sockets.get(socketId);
    this.presence = async (room) => (await io.in(room).fetchSockets()).length > 0;
    this.disconnect = (room) => io.in(room).disconnectSockets(true);
    this.closers.push(
      () =>
        new Promise<void>((resolve) => {
          io.close(() => resolve());
        }),
    );
    return io;
  }

  private listen(socket: Socket, logger: Logger): void {
    const client: RealtimeClient = {
      socketId: socket.id,
      userId: String(socket.data.userId),
      isVisitor: socket.data.isVisitor === true,
    };
    const answer = (event: string, run: (payload: unknown) => Promise<unknown>) => {
      socket.on(event, (payload: unknown, ack?: unknown) => {
        const reply = typeof ack === 'function' ? (ack as (r: unknown) => void) : () => undefined;
        run(payload).then(
          (result) => reply(result ?? { ok: true }),
          (err: unknown) => {
            if (err instanceof HttpError)
              return reply({ error: { code: err.code, message: err.message, details: err.details } });
            logger.error({ err, event }, 'socket event failed');
            reply({ error: { code: 'internal', message: 'Something went wrong on our side.' } });
          },
        );
      });
    };
    answer('join-office', async (payload) => {
      const officeId = officeIdOf(payload);
      if (!this.officeGate) throw new HttpError(404, 'not_found', `There is no office ${officeId}.`);
      await this.officeGate(client, officeId);
      await socket.join(officeRoom(officeId));
      for (const listener of this.officeJoined) await listener(client, officeId);
      return { ok: true };
    });
    answer('leave-office', async (payload) => {
      await socket.leave(officeRoom(officeIdOf(payload)));
      return { ok: true };
    });
    for (const [event, handler] of this.handlers) answer(event, (payload) => handler(client, payload));
    socket.on('disconnect', () => {
      for (const listener of this.disconnected) {
        try {
          listener(client);
        } catch (err) {
          logger.error({ err }, 'disconnect listener failed');
        }
      }
    });
  }

  /** A worker-only process publishes to the API processes' sockets through Redis. */
  publishThroughRedis(redisUrl: string, keyPrefix?: string): void {
    const redis = new Redis(redisUrl);
    redis.on('error', (err) => console.warn(`realtime Redis error: ${err.message}`));
    const emitter = new Emitter(redis, { key: socketKey(keyPrefix) });
    this.send = (room, event, data) => emitter.to(room).emit(event, data);
    this.disconnect = (room) => emitter.in(room).disconnectSockets(true);
    // Presence: a socket server with no sockets of its own, on the adapter, only to ask the API processes.
    const pub = new Redis(redisUrl);
    const sub = pub.duplicate();
    for (const client of [pub, sub])
      client.on('error', (err) => console.warn(`realtime Redis error: ${err.message}`));
    const io = new Server({ serveClient: false });
    io.adapter(createAdapter(pub, sub, { key: socketKey(keyPrefix), requestsTimeout: 3_000 }));
    this.presence = async (room) => (await io.in(room).fetchSockets()).length > 0;
    this.closers.push(async () => {
      await redis.quit();
      // Not io.close(): that closes an engine this server never had.
      await io.of('/').adapter.close();
      await Promise.allSettled([pub.quit(), sub.quit()]);
    });
  }

  async close(): Promise<void> {
    this.send = null;
    this.localSocket = null;
    this.presence = null;
    this.disconnect = null;
    // Last opened, first closed: the socket server stops before the Redis clients its adapter uses.
    for (const close of this.closers.splice(0).reverse()) await close();
  }
}

function asksForVisitor(url: string | undefined): boolean {
  return /[?&]visitor=1(&|$)/.test(url ?? '');
}

/** `{ officeId }` (or the id alone) of a join-office or leave-office message. */
function officeIdOf(payload: unknown): string {
  const raw =
    typeof payload === 'string'
      ? payload
      : typeof payload === 'object' && payload !== null && 'officeId' in payload
        ? payload.officeId
        : undefined;
  const officeId = typeof raw === 'string' ? raw.trim() : '';
  if (!officeId || officeId.length > 64) {
    const message = 'officeId is required';
    throw new HttpError(400, 'validation_failed', message, [{ field: 'officeId', message }]);
  }
  return officeId;
}

/** The socket.io channel prefix: the libraries' default unless a key prefix separates installations. */
function socketKey(keyPrefix: string | undefined): string {
  return keyPrefix ? `${keyPrefix}:socket.io` : 'socket.io';
}
