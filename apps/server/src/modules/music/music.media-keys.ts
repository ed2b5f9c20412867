import type { Visibility } from '../../platform/storage';

/**
 * Where a track's files live. A track's audio, MIDI and cover sit under its visibility's prefix (private
 * until "I'm done editing", then public); each run gets a token of its own, so a regenerated track never
 * reuses a public key (public media are cached for a year). The engine's state and every extension's
 * audio are always private: who may hear an extension is decided by the API, which signs its links.
 */

/** The imageKey (and the API's imageUrl) of a track whose making failed: such tracks are hidden everywhere. */
export const ERROR_IMAGE = 'error';

export interface TrackKeys {
  audio: string;
  midi: string;
  image: string;
  thumb: string;
  state: string;
}

/** A run's token: its seed and start, so every run of a track has keys of its own. */
export function runToken(seed: number, requestedOn: string): string {
  return `${seed.toString(36)}-${(Date.parse(requestedOn) || 0).toString(36)}`;
}

export function trackKeys(visibility: Visibility, filename: string, token: string): TrackKeys {
  const base = `${visibility}/music/${filename}/${token}`;
  return {
    audio: `${base}.mp3`,
    midi: `${base}.mid`,
    image: `${base}.png`,
    thumb: `${base}-thumb.webp`,
    state: `private/music-state/${filename}/${token}.json`,
  };
}

export function extensionKeys(filename: string, extensionId: string): { audio: string; state: string } {
  return {
    audio: `private/music/${filename}/ext-${extensionId}.mp3`,
    state: `private/music-state/${filename}/ext-${extensionId}.json`,
  };
}

/** The same file under the other prefix (the "I'm done editing" move). */
export function withVisibility(key: string, visibility: Visibility): string {
  return `${visibility}/${key.slice(key.indexOf('/') + 1)}`;
}

/** The blob keys a row points at (the error marker is not a blob). */
export function storedKeys(keys: readonly (string | null | undefined)[]): string[] {
  return keys.filter((k): k is string => !!k && k !== ERROR_IMAGE);
}
