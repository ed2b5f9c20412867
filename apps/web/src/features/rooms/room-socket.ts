import { RoomEvents, RoomJoined, RoomSignalEvent, RoomState } from '@muse/contracts';
import type { Socket } from 'socket.io-client';

/** What a room event's acknowledgement says: done, or the server's reason. */
export type RoomReply = { ok: true } | { ok: false; code: string; message: string };

export const OFFLINE_MESSAGE = "Can't reach the room. Check your connection and try again.";

export interface RoomSocketHandlers {
  onState(state: RoomState): void;
  onSignal(event: RoomSignalEvent): void;
  /** the server stopped one of my producers (RoomProducerClosedEvent, checked by the caller) */
  onProducerClosed(raw: unknown): void;
  /** the connection dropped (socket.io reconnects by itself) */
  onDisconnect(): void;
  /** connected again after a drop: the room must be joined again */
  onReconnect(): void;
}

export interface RoomSocket {
  join(
    officeId: string,
    displayName: string,
  ): Promise<RoomJoined | { ok: false; code: string; message: string }>;
  send(event: string, payload: unknown): Promise<RoomReply>;
  close(): void;
}

function replyOf(raw: unknown): RoomReply {
  if (typeof raw === 'object' && raw !== null && 'error' in raw) {
    const error = (raw as { error?: { code?: unknown; message?: unknown } }).error;
    return {
      ok: false,
      code: typeof error?.code === 'string' ? error.code : 'unknown',
      message: typeof error?.message === 'string' ? error.message : OFFLINE_MESSAGE,
    };
  }
  return { ok: true };
}

/**
 * The live room's own socket.io connection. Its `?room=` lets a load balancer send every socket of one room
 * to the same realtime process, where the room lives (docs/architecture.md, "Live rooms").
 * socket.io-client loads with the room page only.
 */
export async function connectRoom(officeId: string, handlers: RoomSocketHandlers): Promise<RoomSocket> {
  const { io } = await import('socket.io-client');
  const socket: Socket = io({ path: '/socket.io', withCredentials: true, query: { room: officeId } });
  let dropped = false;
  socket.on('disconnect', () => {
    dropped = true;
    handlers.onDisconnect();
  });
  socket.on('connect', () => {
    if (!dropped) return;
    dropped = false;
    handlers.onReconnect();
  });
  socket.on(RoomEvents.state, (raw: unknown) => {
    const state = RoomState.safeParse(raw);
    if (state.success && state.data.officeId === officeId) handlers.onState(state.data);
  });
  socket.on(RoomEvents.signal, (raw: unknown) => {
    const event = RoomSignalEvent.safeParse(raw);
    if (event.success) handlers.onSignal(event.data);
  });
  socket.on(RoomEvents.producerClosed, (raw: unknown) => handlers.onProducerClosed(raw));
  const connected = () =>
    socket.connected
      ? Promise.resolve(true)
      : new Promise<boolean>((resolve) => {
          const timer = setTimeout(() => resolve(false), 10_000);
          socket.once('connect', () => {
            clearTimeout(timer);
            resolve(true);
          });
        });
  const emit = async (event: string, payload: unknown): Promise<unknown> => {
    if (!(await connected())) return { error: { code: 'offline', message: OFFLINE_MESSAGE } };
    try {
      return await socket.timeout(10_000).emitWithAck(event, payload);
    } catch {
      return { error: { code: 'offline', message: OFFLINE_MESSAGE } };
    }
  };
  return {
    async join(room, displayName) {
      const raw = await emit(RoomEvents.join, { officeId: room, displayName });
      const joined = RoomJoined.safeParse(raw);
      if (joined.success) return joined.data;
      const reply = replyOf(raw);
      return reply.ok ? { ok: false, code: 'bad_reply', message: OFFLINE_MESSAGE } : reply;
    },
    async send(event, payload) {
      return replyOf(await emit(event, payload));
    },
    close() {
      socket.disconnect();
    },
  };
}
