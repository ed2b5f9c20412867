/**
 * Live music (/live-music): a generative stream from the server's live composer, steered while it plays by
 * weighted prompts, tempo, density, brightness and key; played gaplessly with Web Audio and recordable.
 */
export { LIVE_MUSIC_PATH } from './live-music-path';
