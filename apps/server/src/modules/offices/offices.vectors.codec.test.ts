import { describe, expect, it } from 'vitest';
import { decodeVectorInto, encodeVector } from './offices.vectors.codec';

describe('vector bytes', () => {
  it('stores Float32 little endian and reads back into a matrix row', () => {
    const bytes = encodeVector([1, -0.5, 0.25]);
    expect(bytes).toHaveLength(12);
    expect(bytes.readFloatLE(0)).toBe(1);
    expect(bytes.readFloatLE(4)).toBe(-0.5);
    const matrix = new Float32Array(6);
    expect(decodeVectorInto(bytes, matrix, 3)).toBe(3);
    expect([...matrix]).toEqual([0, 0, 0, 1, -0.5, 0.25]);
  });

  it('reads bytes that sit at an odd offset of a larger buffer (as drivers return them)', () => {
    const pool = Buffer.alloc(21);
    encodeVector([2, 3, 4, 5]).copy(pool, 5);
    const matrix = new Float32Array(4);
    decodeVectorInto(pool.subarray(5), matrix, 0);
    expect([...matrix]).toEqual([2, 3, 4, 5]);
  });

  it('refuses bytes that are not whole floats', () => {
    expect(() => decodeVectorInto(Buffer.alloc(6), new Float32Array(2), 0)).toThrow(/not Float32/);
  });
});
