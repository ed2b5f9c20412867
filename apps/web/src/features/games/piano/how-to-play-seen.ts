/** Whether this browser has seen the Piano Challenge's "How to play" (shown by itself the first time). */
export const HOW_TO_PLAY_KEY = 'muse.piano.howToPlaySeen';

export function seenHowToPlay(): boolean {
  try {
    return window.localStorage.getItem(HOW_TO_PLAY_KEY) === '1';
  } catch {
    return true;
  }
}

export function markHowToPlaySeen(): void {
  try {
    window.localStorage.setItem(HOW_TO_PLAY_KEY, '1');
  } catch {
    // blocked storage: it shows again next time
  }
}
