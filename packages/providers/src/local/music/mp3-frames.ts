/**
 * Walks an MP3's frames (MPEG-1 Layer III headers) to count them, as a player does to measure a
 * constant-bitrate file: frames × 1152 samples / sample rate is its duration.
 */
const BITRATES = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320];
const SAMPLE_RATES = [44100, 48000, 32000];

export interface FrameHeader {
  bitrate: number;
  sampleRate: number;
  channels: 1 | 2;
  /** Bytes in the frame, header included. */
  length: number;
}

/** The MPEG-1 Layer III header at `offset`, or undefined if there is none. */
export function frameHeaderAt(bytes: Uint8Array, offset: number): FrameHeader | undefined {
  if (offset + 4 > bytes.length) return undefined;
  const b1 = bytes[offset + 1]!;
  const b2 = bytes[offset + 2]!;
  const b3 = bytes[offset + 3]!;
  // Sync (11 bits), MPEG-1 (11), Layer III (01).
  if (bytes[offset] !== 0xff || (b1 & 0xfe) !== 0xfa) return undefined;
  const bitrate = BITRATES[b2 >> 4];
  const sampleRate = SAMPLE_RATES[(b2 >> 2) & 3];
  if (!bitrate || !sampleRate) return undefined;
  const padding = (b2 >> 1) & 1;
  return {
    bitrate,
    sampleRate,
    channels: b3 >> 6 === 3 ? 1 : 2,
    length: Math.floor((144000 * bitrate) / sampleRate) + padding,
  };
}

/** Counts the frames from the start; stops at the first byte that is not a frame header. */
export function mp3Frames(bytes: Uint8Array): { frames: number; seconds: number; first?: FrameHeader } {
  let offset = 0;
  let frames = 0;
  let first: FrameHeader | undefined;
  let seconds = 0;
  for (let header = frameHeaderAt(bytes, 0); header; header = frameHeaderAt(bytes, offset)) {
    first ??= header;
    frames += 1;
    seconds += 1152 / header.sampleRate;
    offset += header.length;
  }
  return first ? { frames, seconds, first } : { frames, seconds };
}
