/**
 * Music: the library (/music, /music/app) with the keyword search and the galleries (Similar, My Music &
 * Songs, Popular Songs, Popular Music, Recent), and the full-screen player over it (/music/:filename) with
 * the waveform, lyrics by section, likes, the dislike apology, next track, autoplay-N, downloads, the owner's
 * and admin's actions, and extensions. Creating music is features/music-create, mounted on the home page.
 */
export { musicApi, musicKeys } from './music.api';
export { isMusicProRequired } from './music-errors';
