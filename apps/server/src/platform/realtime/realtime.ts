import type { Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import { Emitter } from '@socket.io/redis-emitter';
import { Redis } from 'ioredis';
import { Server } from 'socket.io';
import type { Logger } from '../logging/logger';

export const userRoom = (userId: string) => `user:${userId}`;

/**
 * Where server code sends realtime events. The API process attaches a socket.io server; a worker-only
 * process with REDIS_URL publishes through Redis; anything else has no audience, so events are dropped.
 */
export class RealtimeHub {
  private send: ((room: string, event: string, data: unknown) => void) | null = null;
  private closers: (() => Promise<void>)[] = [];

  toUser(userId: string, event: string, data: unknown): void {
    this.send?.(userRoom(userId), event, data);
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
    io.use((socket, next) => {
      opts
        .authenticate(socket.handshake.headers.cookie)
        .then((userId) => {
          if (!userId) return next(new Error('unauthorized'));
          socket.data.userId = userId;
          void socket.join(userRoom(userId));
          next();
        })
        .catch((err: unknown) => {
          opts.logger.warn({ err }, 'socket authentication failed');
          next(new Error('unauthorized'));
        });
    });
    this.send = (room, event, data) => io.to(room).emit(event, data);
    this.closers.push(
      () =>
        new Promise<void>((resolve) => {
          io.close(() => resolve());
        }),
    );
    return io;
  }

  /** A worker-only process publishes to the API processes' sockets through Redis. */
  publishThroughRedis(redisUrl: string, keyPrefix?: string): void {
    const redis = new Redis(redisUrl);
    redis.on('error', (err) => console.warn(`realtime Redis error: ${err.message}`));
    const emitter = new Emitter(redis, { key: socketKey(keyPrefix) });
    this.send = (room, event, data) => emitter.to(room).emit(event, data);
    this.closers.push(async () => {
      await redis.quit();
    });
  }

  async close(): Promise<void> {
    this.send = null;
    // Last opened, first closed: the socket server stops before the Redis clients its adapter uses.
    for (const close of this.closers.splice(0).reverse()) await close();
  }
}

/** The socket.io channel prefix: the libraries' default unless a key prefix separates installations. */
function socketKey(keyPrefix: string | undefined): string {
  return keyPrefix ? `${keyPrefix}:socket.io` : 'socket.io';
}
