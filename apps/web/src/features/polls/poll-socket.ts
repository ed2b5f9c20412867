import {
  ClientEvents,
  Poll,
  PollClosedEvent,
  PollResultsEvent,
  ServerEvents,
  SocketAck,
} from '@muse/contracts';
import type { Socket } from 'socket.io-client';

export interface OfficeSocketHandlers {
  onPoll(poll: Poll): void;
  onPollWithResults(poll: Poll): void;
  onResults(event: PollResultsEvent): void;
  onClosed(event: PollClosedEvent): void;
}

export interface OfficeSocket {
  /** Sends a vote; resolves with the server's acknowledgement (the poll with results, or an error body). */
  vote(pollId: string, value: string): Promise<SocketAck>;
  close(): void;
}

const NOT_CONNECTED: SocketAck = {
  error: { code: 'offline', message: 'Your vote could not be sent. Check your connection and try again.' },
};

function parsed<T>(
  schema: { safeParse(v: unknown): { success: true; data: T } | { success: false } },
  raw: unknown,
  event: string,
) {
  const result = schema.safeParse(raw);
  if (!result.success) {
    console.error(`Contract mismatch in ${event}`);
    return null;
  }
  return result.data;
}

/**
 * A socket in an office's room: signed-out visitors connect as visitors (the server knows them by the same
 * cookie as the assistant's chat). It joins the room again after every reconnect, which also brings back the
 * open poll. socket.io-client is loaded on demand.
 */
export function connectOffice(officeId: string, handlers: OfficeSocketHandlers): OfficeSocket {
  let socket: Socket | undefined;
  let closed = false;
  void import('socket.io-client').then(({ io }) => {
    if (closed) return;
    socket = io({ path: '/socket.io', withCredentials: true, query: { visitor: '1' } });
    socket.on('connect', () => socket?.emit(ClientEvents.joinOffice, { officeId }, () => undefined));
    socket.on(ServerEvents.poll, (raw: unknown) => {
      const poll = parsed(Poll, raw, ServerEvents.poll);
      if (poll && poll.officeId === officeId) handlers.onPoll(poll);
    });
    socket.on(ServerEvents.pollWithResults, (raw: unknown) => {
      const poll = parsed(Poll, raw, ServerEvents.pollWithResults);
      if (poll && poll.officeId === officeId) handlers.onPollWithResults(poll);
    });
    socket.on(ServerEvents.pollResults, (raw: unknown) => {
      const event = parsed(PollResultsEvent, raw, ServerEvents.pollResults);
      if (event && event.officeId === officeId) handlers.onResults(event);
    });
    socket.on(ServerEvents.pollClosed, (raw: unknown) => {
      const event = parsed(PollClosedEvent, raw, ServerEvents.pollClosed);
      if (event && event.officeId === officeId) handlers.onClosed(event);
    });
  });
  return {
    async vote(pollId, value) {
      if (!socket?.connected) return NOT_CONNECTED;
      try {
        const raw: unknown = await socket.timeout(10_000).emitWithAck(ClientEvents.vote, { pollId, value });
        return parsed(SocketAck, raw, ClientEvents.vote) ?? NOT_CONNECTED;
      } catch {
        return NOT_CONNECTED;
      }
    },
    close() {
      closed = true;
      socket?.disconnect();
    },
  };
}
