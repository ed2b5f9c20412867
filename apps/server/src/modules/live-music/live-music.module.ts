import type { Logger } from '../../platform/logging/logger';
import type { RealtimeHub } from '../../platform/realtime';
import { LiveMusicService } from './live-music.service';
import { registerLiveMusicSocket } from './live-music.socket';

export interface LiveMusicModuleDeps {
  realtime: Pick<RealtimeHub, 'handle' | 'onDisconnect' | 'toLocalSocket'>;
  /** LIVE_MUSIC_STREAMS */
  maxStreams: number;
  logger: Logger;
}

/** The live music module, built once per process: its service and its socket events. */
export function createLiveMusicModule(deps: LiveMusicModuleDeps) {
  const liveMusic = new LiveMusicService({
    send: (socketId, event, data) => deps.realtime.toLocalSocket(socketId, event, data),
    maxStreams: deps.maxStreams,
    logger: deps.logger,
  });
  registerLiveMusicSocket(deps.realtime, liveMusic);
  return { services: { liveMusic } };
}
