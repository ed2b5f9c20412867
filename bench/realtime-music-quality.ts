/**
 * Is the live stream music? 20 s of one stream rendered as the server sends it (a calm piano, then the
 * weights swapped to a metal guitar at the bar nearest 10 s), saved as a WAV in bench/results, and measured:
 * the level (RMS dBFS) and peak of each half, the largest sample-to-sample step at a bar join against the
 * 99.9th percentile step inside the music (a click would stand out), and each half's spectral centroid.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { LiveMusicStream, toPcm16 } from '@muse/providers';
import { monoOf, spectrum } from '../e2e/spectrum';

const prompts = (piano: number) => [
  { text: 'calm piano with soft strings', weight: piano },
  { text: 'heavy metal, distorted guitar', weight: 1 - piano },
];

export async function streamQuality(): Promise<Record<string, number | string>> {
  const stream = await LiveMusicStream.open(
    { prompts: prompts(1), tempo: 110, density: 0.5, brightness: 0.5, key: 'A minor' },
    21,
  );
  const bars: Buffer[] = [];
  const halves: Buffer[][] = [[], []];
  let seconds = 0;
  let swapped = false;
  while (seconds < 20) {
    if (!swapped && seconds >= 10) {
      stream.update({ prompts: prompts(0) });
      swapped = true;
    }
    const chunk = stream.next();
    const pcm = Buffer.from(toPcm16(chunk.left, chunk.right));
    bars.push(pcm);
    halves[swapped ? 1 : 0]!.push(pcm);
    seconds += chunk.seconds;
  }
  const all = monoOf(bars);
  const steps: number[] = [];
  for (let i = 1; i < all.length; i++) steps.push(Math.abs(all[i]! - all[i - 1]!));
  const joins: number[] = [];
  let at = 0;
  for (const bar of bars.slice(0, -1)) {
    at += bar.byteLength / 4;
    joins.push(steps[at - 1]!);
  }
  steps.sort((a, b) => a - b);
  const level = (x: Float64Array) => {
    let sum = 0;
    let peak = 0;
    for (const s of x) {
      sum += s * s;
      peak = Math.max(peak, Math.abs(s));
    }
    return `${(10 * Math.log10(sum / x.length)).toFixed(1)} dBFS, peak ${peak.toFixed(2)}`;
  };
  const [before, after] = halves.map((h) => monoOf(h)) as [Float64Array, Float64Array];
  const dir = join(import.meta.dirname, 'results');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'realtime-music-20s.wav'), wav(bars));
  return {
    '20 s stream: level, piano half': level(before),
    '20 s stream: level, metal half': level(after),
    '20 s stream: largest step at a join / p99.9 step': `${Math.max(...joins).toFixed(4)} / ${steps[Math.floor(steps.length * 0.999)]!.toFixed(4)}`,
    '20 s stream: centroid piano → metal (Hz)': `${Math.round(spectrum(before).centroid)} → ${Math.round(spectrum(after).centroid)}`,
    '20 s stream: WAV': 'bench/results/realtime-music-20s.wav',
  };
}

/** 16-bit stereo 48 kHz WAV of interleaved PCM chunks. */
function wav(chunks: Buffer[]): Buffer {
  const data = Buffer.concat(chunks);
  const head = Buffer.alloc(44);
  head.write('RIFF', 0);
  head.writeUInt32LE(36 + data.length, 4);
  head.write('WAVEfmt ', 8);
  head.writeUInt32LE(16, 16);
  head.writeUInt16LE(1, 20);
  head.writeUInt16LE(2, 22);
  head.writeUInt32LE(48_000, 24);
  head.writeUInt32LE(48_000 * 4, 28);
  head.writeUInt16LE(4, 32);
  head.writeUInt16LE(16, 34);
  head.write('data', 36);
  head.writeUInt32LE(data.length, 40);
  return Buffer.concat([head, data]);
}
