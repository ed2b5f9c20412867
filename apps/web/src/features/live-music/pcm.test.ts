import { describe, expect, it } from 'vitest';
import { splitPcm16 } from './pcm';

describe('splitPcm16', () => {
  it('reads interleaved little-endian 16-bit stereo into two channels', () => {
    const bytes = new Uint8Array(new Int16Array([0, 16384, -32768, 32767]).buffer);
    const [left, right] = splitPcm16(bytes);
    expect(Array.from(left)).toEqual([0, -1]);
    expect(Array.from(right)).toEqual([0.5, 32767 / 32768]);
    // A view into a larger buffer (socket.io's attachments) reads from its own offset.
    const framed = new Uint8Array(10);
    framed.set(bytes.subarray(0, 4), 2);
    expect(Array.from(splitPcm16(framed.subarray(2, 6))[1])).toEqual([0.5]);
  });
});
