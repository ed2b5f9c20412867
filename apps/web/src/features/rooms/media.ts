import type { RoomMediaSource } from '@muse/contracts';

/** Camera at a size a mesh of 8 can carry (each stream goes to 7 others). */
const CAMERA: MediaTrackConstraints = {
  width: { ideal: 640 },
  height: { ideal: 360 },
  frameRate: { ideal: 20 },
};

/** A device's stream for a source, or the reason it could not be had, in the user's words. */
export async function openSource(
  source: RoomMediaSource,
): Promise<{ stream: MediaStream } | { problem: string }> {
  const devices = navigator.mediaDevices;
  if (!devices) return { problem: 'This browser cannot share a camera, microphone or screen here.' };
  try {
    if (source === 'mic')
      return { stream: await devices.getUserMedia({ audio: { echoCancellation: true } }) };
    if (source === 'webcam') return { stream: await devices.getUserMedia({ video: CAMERA }) };
    return { stream: await devices.getDisplayMedia({ video: true, audio: false }) };
  } catch (err) {
    return { problem: deviceProblem(source, err) };
  }
}

function deviceProblem(source: RoomMediaSource, err: unknown): string {
  const what = source === 'mic' ? 'microphone' : source === 'webcam' ? 'camera' : 'screen';
  const name = err instanceof DOMException ? err.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError')
    return `Your ${what} is blocked. Allow it in your browser's site settings and try again.`;
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return `No ${what} was found.`;
  if (name === 'NotReadableError') return `Your ${what} is busy in another app.`;
  return `Your ${what} could not be started.`;
}

export function stopStream(stream: MediaStream | undefined): void {
  for (const track of stream?.getTracks() ?? []) track.stop();
}
