import type { Logger } from '../../platform/logging/logger';
import type { RealtimeHub } from '../../platform/realtime';
import { LiveMusicService } from './live-music.service';
import { LiveMusicThread } from './live-music.thread';
import { registerLiveMusicSocket } from './live-music.socket';

export interface LiveMusicModuleDeps {
  realtime: Pick<RealtimeHub, 'handle' | 'onDisconnect' | 'toLocalSocket'>;
  /** LIVE_MUSIC_STREAMS */
  maxStreams: number;
  logger: Logger;
}

/** The live music module, built once per process: its service, its socket events and its thread. */
export function createLiveMusicModule(deps: LiveMusicModuleDeps) {
  const thread = new LiveMusicThread(deps.logger);
  const liveMusic = new LiveMusicService({
    send: (socketId, event, data) => deps.realtime.toLocalSocket(socketId, event, data),
    maxStreams: deps.maxStreams,
    logger: deps.logger,
    open: (settings, seed) => thread.open(settings, seed),
  });
  registerLiveMusicSocket(deps.realtime, liveMusic);
  return {
    services: { liveMusic },
    /** Ends the streams (their listeners told), then the live music thread. */
    async close(): Promise<void> {
      liveMusic.close();
      await thread.close();
    },
  };
}
