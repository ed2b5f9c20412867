/** Spectral measures of 16-bit stereo PCM for the audio tests: the spectral centroid over Hann windows. */
const WINDOW = 2048;

/** In-place radix-2 FFT of (re, im), length a power of two. */
function fft(re: Float64Array, im: Float64Array): void {
  const n = re.length;
  for (let i = 1, j = 0; i < n; i++) {
    let bit = n >> 1;
    for (; j & bit; bit >>= 1) j ^= bit;
    j ^= bit;
    if (i < j) {
      [re[i], re[j]] = [re[j]!, re[i]!];
      [im[i], im[j]] = [im[j]!, im[i]!];
    }
  }
  for (let size = 2; size <= n; size <<= 1) {
    const step = (-2 * Math.PI) / size;
    for (let start = 0; start < n; start += size) {
      for (let k = 0; k < size / 2; k++) {
        const wr = Math.cos(step * k);
        const wi = Math.sin(step * k);
        const a = start + k;
        const b = a + size / 2;
        const tr = re[b]! * wr - im[b]! * wi;
        const ti = re[b]! * wi + im[b]! * wr;
        re[b] = re[a]! - tr;
        im[b] = im[a]! - ti;
        re[a]! += tr;
        im[a]! += ti;
      }
    }
  }
}

/** The mono mix of interleaved 16-bit stereo PCM chunks, −1..1. */
export function monoOf(chunks: readonly Buffer[]): Float64Array {
  const frames = chunks.reduce((n, c) => n + Math.floor(c.byteLength / 4), 0);
  const out = new Float64Array(frames);
  let at = 0;
  for (const c of chunks) {
    for (let i = 0; i + 3 < c.byteLength; i += 4)
      out[at++] = (c.readInt16LE(i) + c.readInt16LE(i + 2)) / 65536;
  }
  return out;
}

/** Power-weighted mean frequency (Hz) over half-overlapping Hann windows, and the share of power above 2 kHz. */
export function spectrum(samples: Float64Array, rate = 48_000): { centroid: number; highShare: number } {
  let weighted = 0;
  let total = 0;
  let high = 0;
  const re = new Float64Array(WINDOW);
  const im = new Float64Array(WINDOW);
  for (let start = 0; start + WINDOW <= samples.length; start += WINDOW / 2) {
    for (let i = 0; i < WINDOW; i++) {
      re[i] = samples[start + i]! * (0.5 - 0.5 * Math.cos((2 * Math.PI * i) / (WINDOW - 1)));
      im[i] = 0;
    }
    fft(re, im);
    for (let k = 1; k < WINDOW / 2; k++) {
      const power = re[k]! ** 2 + im[k]! ** 2;
      const hz = (k * rate) / WINDOW;
      weighted += power * hz;
      total += power;
      if (hz >= 2000) high += power;
    }
  }
  return { centroid: total > 0 ? weighted / total : 0, highShare: total > 0 ? high / total : 0 };
}
