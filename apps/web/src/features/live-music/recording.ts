/**
 * Recording the live stream: MediaRecorder on the player's MediaStreamDestination, only while playing. The
 * finished recording is a blob URL the page offers for download and revokes after five minutes (the spec's
 * limit), so a forgotten recording does not hold memory.
 */
export const RECORDING_LINK_MS = 5 * 60 * 1000;
export const RECORDING_UNSUPPORTED = 'Recording not supported in this browser.';

export function recordingSupported(): boolean {
  return typeof MediaRecorder !== 'undefined';
}

/** The container the browser records in, and the file name's extension for it. */
export function recordingType(isTypeSupported: (type: string) => boolean): {
  mimeType: string;
  extension: string;
} {
  for (const [mimeType, extension] of [
    ['audio/webm;codecs=opus', 'webm'],
    ['audio/ogg;codecs=opus', 'ogg'],
    ['audio/mp4', 'm4a'],
  ] as const) {
    if (isTypeSupported(mimeType)) return { mimeType, extension };
  }
  return { mimeType: '', extension: 'webm' };
}

/** "live-music-2025-06-01-1530.webm" */
export function recordingName(at: Date, extension: string): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const day = `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
  return `live-music-${day}-${pad(at.getHours())}${pad(at.getMinutes())}.${extension}`;
}

/** Revokes `url` after the spec's five minutes; returns the cancel (when a newer recording replaces it). */
export function revokeLater(
  url: string,
  revoke: (url: string) => void,
  onRevoked: () => void,
  timer: { set: (fn: () => void, ms: number) => number; clear: (id: number) => void } = {
    set: (fn, ms) => window.setTimeout(fn, ms),
    clear: (id) => window.clearTimeout(id),
  },
): () => void {
  const id = timer.set(() => {
    revoke(url);
    onRevoked();
  }, RECORDING_LINK_MS);
  return () => {
    timer.clear(id);
    revoke(url);
  };
}
