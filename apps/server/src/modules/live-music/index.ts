/**
 * Live music (realtime music): generative streams over the realtime socket, steered while they play by
 * weighted prompts and controls; one bar of 48 kHz PCM at a time, paced by the listener's position.
 */
export { createLiveMusicModule, type LiveMusicModuleDeps } from './live-music.module';
export { LIVE_STREAMS_PER_USER, LiveMusicService } from './live-music.service';
