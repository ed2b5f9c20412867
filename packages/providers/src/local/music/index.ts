/** The local music engine ("mozart"): a composer, a synthesiser and an MP3 encoder, offline and seeded. */
export * from './score';
export { compose, feelOf, MIN_LENGTH_SECONDS, MAX_LENGTH_SECONDS } from './composer';
export type { ComposeRequest, Continuation, Feel, MusicTags } from './composer';
export { toMidi } from './midi';
export { LocalMusicEngine, type LocalMusicEngineOptions } from './engine';
export { LiveMusicStream, toPcm16, type LiveChunkAudio } from './live/live-stream';
