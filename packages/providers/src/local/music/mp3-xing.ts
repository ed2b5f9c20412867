/**
 * The Xing header of a VBR MP3: a first, silent frame that tells players how many frames and bytes follow,
 * so a browser's <audio> knows the duration at once (without it, a VBR file's duration is guessed from its
 * first frame's bitrate). The layout is the one LAME writes: side information left zero, then "Xing", the
 * flags (frames and bytes present), the frame count and the byte count, big-endian.
 */
import { frameHeaderAt, mp3Frames } from './mp3-frames';

/** 128 kbps: the bitrate index of the header frame, big enough for the tag. */
const HEADER_BITRATE_INDEX = 9;
const FRAMES_AND_BYTES = 0x3;

/** The MP3 with a Xing frame in front; input that does not start with an MPEG-1 Layer III frame is returned as it is. */
export function withXingHeader(mp3: Buffer): Buffer {
  const first = frameHeaderAt(mp3, 0);
  if (!first) return mp3;
  const { frames } = mp3Frames(mp3);
  // The first frame's header with the bitrate set to 128 kbps and no padding, so the frame is 417 bytes.
  const b2 = (HEADER_BITRATE_INDEX << 4) | (mp3[2]! & 0x0c);
  const header = Buffer.from([0xff, mp3[1]!, b2, mp3[3]!]);
  const length = frameHeaderAt(header, 0)!.length;
  const frame = Buffer.alloc(length);
  header.copy(frame, 0);
  // Side information is 32 bytes for stereo, 17 for mono (MPEG-1); the tag follows it.
  const at = 4 + (first.channels === 2 ? 32 : 17);
  frame.write('Xing', at, 'latin1');
  frame.writeUInt32BE(FRAMES_AND_BYTES, at + 4);
  frame.writeUInt32BE(frames, at + 8);
  frame.writeUInt32BE(length + mp3.length, at + 12);
  return Buffer.concat([frame, mp3]);
}
