import { LiveMusicEvents } from '@muse/contracts';
import type { RealtimeHub } from '../../platform/realtime';
import type { LiveMusicService } from './live-music.service';

/** Live music's side of the socket: start, update, position and stop, and the end of a socket's streams. */
export function registerLiveMusicSocket(
  hub: Pick<RealtimeHub, 'handle' | 'onDisconnect'>,
  live: LiveMusicService,
): void {
  hub.handle(LiveMusicEvents.start, (client, payload) => live.start(client, payload));
  hub.handle(LiveMusicEvents.update, async (client, payload) => live.update(client, payload));
  hub.handle(LiveMusicEvents.position, async (client, payload) => live.position(client, payload));
  hub.handle(LiveMusicEvents.stop, async (client, payload) => live.stop(client, payload));
  hub.onDisconnect((client) => live.disconnected(client));
}
