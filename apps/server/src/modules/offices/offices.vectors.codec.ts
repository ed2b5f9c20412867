/**
 * Vectors are stored as Float32 little endian bytes (office_vectors.vector). Every platform Node runs on
 * in practice is little endian, where the bytes are copied as they are; the DataView path keeps a big
 * endian host correct.
 */
const HOST_LITTLE_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;

export function encodeVector(values: readonly number[]): Buffer {
  const floats = Float32Array.from(values);
  if (HOST_LITTLE_ENDIAN) return Buffer.from(floats.buffer, floats.byteOffset, floats.byteLength);
  const bytes = Buffer.alloc(floats.length * 4);
  floats.forEach((v, i) => bytes.writeFloatLE(v, i * 4));
  return bytes;
}

/** Writes the vector in `bytes` into `target` from `offset` (in floats); returns its dimension count. */
export function decodeVectorInto(bytes: Uint8Array, target: Float32Array, offset: number): number {
  if (bytes.byteLength % 4 !== 0) throw new Error(`a vector of ${bytes.byteLength} bytes is not Float32`);
  const dims = bytes.byteLength / 4;
  if (HOST_LITTLE_ENDIAN) {
    new Uint8Array(target.buffer, target.byteOffset + offset * 4, bytes.byteLength).set(bytes);
  } else {
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    for (let i = 0; i < dims; i++) target[offset + i] = view.getFloat32(i * 4, true);
  }
  return dims;
}
