import { ClientEvents, SavePollAck, SocketAck, type SavePollMessage } from '@muse/contracts';
import type { Socket } from 'socket.io-client';

const OFFLINE = {
  error: { code: 'offline', message: 'Could not reach the server. Check your connection and try again.' },
} as const;

/**
 * The library's socket (spec: polls are saved and shown through the realtime socket): `save-poll` and
 * `show-poll`, each answered by the server's acknowledgement. Connected on first use, signed in by the
 * session cookie; socket.io-client loads on demand.
 */
export class AssetsSocket {
  private socket: Promise<Socket> | null = null;

  private connect(): Promise<Socket> {
    this.socket ??= import('socket.io-client').then(({ io }) =>
      io({ path: '/socket.io', withCredentials: true }),
    );
    return this.socket;
  }

  private async ask(event: string, payload: unknown): Promise<unknown> {
    try {
      const socket = await this.connect();
      return await socket.timeout(10_000).emitWithAck(event, payload);
    } catch {
      return OFFLINE;
    }
  }

  async savePoll(message: SavePollMessage): Promise<SavePollAck> {
    const parsed = SavePollAck.safeParse(await this.ask(ClientEvents.savePoll, message));
    return parsed.success ? parsed.data : OFFLINE;
  }

  async showPoll(assetId: string, officeId: string): Promise<SocketAck> {
    const parsed = SocketAck.safeParse(await this.ask(ClientEvents.showPoll, { assetId, officeId }));
    return parsed.success ? parsed.data : OFFLINE;
  }

  close(): void {
    void this.socket?.then((s) => s.disconnect());
    this.socket = null;
  }
}
