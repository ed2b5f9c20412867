import type { PictureRef } from './video-settings';

/** Where "Make a video" in the viewer leaves the prompt and pictures for the video view (spec: session storage). */
export const HAND_OFF_KEY = 'muse.video.handOff';

export interface VideoHandOff {
  prompt: string;
  pictures: PictureRef[];
}

/** Leaves a prompt and pictures for the next visit to /video in this tab. */
export function saveVideoHandOff(handOff: VideoHandOff, storage: Storage = sessionStorage): void {
  try {
    storage.setItem(HAND_OFF_KEY, JSON.stringify(handOff));
  } catch {
    // Storage full or off: the video view opens empty, which is still usable.
  }
}

/** What was left, if anything; anything malformed reads as nothing. */
export function readVideoHandOff(storage: Storage = sessionStorage): VideoHandOff | null {
  let raw: string | null = null;
  try {
    raw = storage.getItem(HAND_OFF_KEY);
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<VideoHandOff>;
    if (typeof value.prompt !== 'string' || !Array.isArray(value.pictures)) return null;
    const pictures = value.pictures.filter(
      (p): p is PictureRef =>
        !!p &&
        typeof p.filename === 'string' &&
        typeof p.name === 'string' &&
        typeof p.width === 'number' &&
        typeof p.height === 'number',
    );
    return { prompt: value.prompt, pictures };
  } catch {
    return null;
  }
}

/** Forgets what was left once the video view has shown it: a reload does not bring it back. */
export function clearVideoHandOff(storage: Storage = sessionStorage): void {
  try {
    storage.removeItem(HAND_OFF_KEY);
  } catch {
    // Nothing to forget.
  }
}
