/** 16-bit little-endian interleaved stereo (the server's chunks) as one Float32Array a channel. */
export function splitPcm16(
  bytes: ArrayBuffer | Uint8Array,
): [Float32Array<ArrayBuffer>, Float32Array<ArrayBuffer>] {
  const view =
    bytes instanceof Uint8Array
      ? new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
      : new DataView(bytes);
  const frames = Math.floor(view.byteLength / 4);
  const left = new Float32Array(frames);
  const right = new Float32Array(frames);
  for (let i = 0; i < frames; i++) {
    left[i] = view.getInt16(4 * i, true) / 32768;
    right[i] = view.getInt16(4 * i + 2, true) / 32768;
  }
  return [left, right];
}
