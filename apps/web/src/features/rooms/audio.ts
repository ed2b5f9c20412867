/**
 * One AudioContext for the room page's meters and recording, made after the Join click (a user gesture, so
 * the browser lets it run).
 */
let shared: AudioContext | null = null;

export function roomAudio(): AudioContext {
  if (!shared || shared.state === 'closed') shared = new AudioContext();
  if (shared.state === 'suspended') void shared.resume();
  return shared;
}

/** A sound level from 0 to 100 of a block of samples: -60 dBFS and below is 0, full scale is 100. */
export function levelOf(samples: Float32Array): number {
  let sum = 0;
  for (const s of samples) sum += s * s;
  const rms = Math.sqrt(sum / Math.max(1, samples.length));
  if (rms <= 0) return 0;
  const db = 20 * Math.log10(rms);
  return Math.max(0, Math.min(100, Math.round(((db + 60) / 60) * 100)));
}

/**
 * The loudest ~20 ms block of a longer window: the window covers all the time since the last reading, so
 * a short sound between two readings still shows.
 */
export function peakLevelOf(samples: Float32Array, block = 1024): number {
  let best = 0;
  for (let at = 0; at < samples.length; at += block)
    best = Math.max(best, levelOf(samples.subarray(at, Math.min(samples.length, at + block))));
  return best;
}
