/** Where the live music page lives (not under /music/, whose second segment is a track's file name). */
export const LIVE_MUSIC_PATH = '/live-music';
