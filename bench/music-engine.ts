/**
 * The local music engine ("mozart"): milliseconds to compose, render and encode a track of 30, 60 and 120
 * seconds, for a few tag sets (instrumental rock, jazz, electronic, and a sung pop song with lyrics), as
 * wall-time mean / p95 and mean CPU time, and the × real-time factor (track seconds / wall seconds). One
 * call at a time; the goal is ≥ 15× real time on one core (band on the SoundFont, sung words included). Then
 * one extension, and the master's loudness (LUFS, goal −14 ± 1) and true peak (dBTP, goal ≤ −1) of each
 * tag set's 60 s render.
 */
import { createProviderRegistry, type MusicRequest } from '@muse/providers';
import { compose } from '../packages/providers/src/local/music/composer';
import { integratedLoudness, truePeak } from '../packages/providers/src/local/music/synth/lufs';
import { render } from '../packages/providers/src/local/music/synth/render';
import type { BenchResult } from './run';

const LYRICS = [
  '[Verse]',
  'I walked alone tonight under the silver rain',
  'The city lights were fading and I called your name',
  'Every window shining like a distant star',
  'I keep on walking, wondering where you are',
  '',
  '[Chorus]',
  'And the rain falls down on the empty town',
  'Every word I never said is falling all around',
  '',
  '[Verse]',
  'The morning will be colder and the river carries on',
  'I hold the little pieces of a half-remembered song',
  '',
  '[Chorus]',
  'And the rain falls down on the empty town',
  'Every word I never said is falling all around',
].join('\n');

const TAG_SETS: Record<string, Omit<MusicRequest, 'lengthSeconds' | 'seed'>> = {
  'rock (instrumental)': {
    keywords: 'summer road trip',
    tags: {
      Genre: ['Rock'],
      Instrument: ['Electric Guitar', 'Drums'],
      Mood: ['Energetic'],
      Timbre: ['Gritty'],
    },
    musicType: 'music',
  },
  'jazz (instrumental)': {
    keywords: 'late night bar',
    tags: { Genre: ['Jazz'], Instrument: ['Piano', 'Saxophone'], Mood: ['Calm'], Timbre: ['Warm'] },
    musicType: 'music',
  },
  'electronic (instrumental)': {
    keywords: 'neon club',
    tags: { Genre: ['Electronic'], Instrument: ['Synth'], Mood: ['Happy'], Timbre: ['Bright'] },
    musicType: 'music',
  },
  'pop song (female vocal)': {
    keywords: 'rain in the city',
    tags: {
      Genre: ['Pop'],
      Instrument: ['Piano', 'Strings'],
      Mood: ['Sad'],
      Vocal: ['Female'],
      Timbre: ['Airy'],
    },
    lyrics: LYRICS,
    musicType: 'song',
  },
};
const LENGTHS = [30, 60, 120];
const RUNS: Record<number, number> = { 30: 4, 60: 3, 120: 2 };

export async function musicEngine(): Promise<BenchResult> {
  const engine = createProviderRegistry({}).requireModel('mozart', 'music');
  // Warm up: the first call builds the wavetables and the drum kit and compiles the MP3 encoder.
  await engine.compose({ ...TAG_SETS['pop song (female vocal)']!, lengthSeconds: 10, seed: 1 });

  const figures: BenchResult['figures'] = {};
  const byLength = new Map<number, number[]>();
  const cpuByLength = new Map<number, number>();
  for (const [name, base] of Object.entries(TAG_SETS)) {
    for (const lengthSeconds of LENGTHS) {
      const times: number[] = [];
      const cpu = process.cpuUsage();
      for (let run = 0; run < RUNS[lengthSeconds]!; run++) {
        const started = performance.now();
        await engine.compose({ ...base, lengthSeconds, seed: run + 1 });
        times.push(performance.now() - started);
      }
      const used = process.cpuUsage(cpu);
      const cpuMean = (used.user + used.system) / 1000 / times.length;
      figures[`${name} ${lengthSeconds}s mean/p95, CPU (ms)`] =
        `${round(mean(times))} / ${round(p95(times))}, CPU ${round(cpuMean)}`;
      figures[`${name} ${lengthSeconds}s × real time`] = round((lengthSeconds * 1000) / mean(times));
      byLength.set(lengthSeconds, [...(byLength.get(lengthSeconds) ?? []), ...times]);
      cpuByLength.set(lengthSeconds, (cpuByLength.get(lengthSeconds) ?? 0) + cpuMean * times.length);
    }
  }
  for (const lengthSeconds of LENGTHS) {
    const times = byLength.get(lengthSeconds)!;
    const cpuMean = cpuByLength.get(lengthSeconds)! / times.length;
    figures[`all ${lengthSeconds}s mean/p95, CPU (ms)`] =
      `${round(mean(times))} / ${round(p95(times))}, CPU ${round(cpuMean)}`;
    figures[`all ${lengthSeconds}s × real time (wall, CPU)`] =
      `${round((lengthSeconds * 1000) / mean(times))}, ${round((lengthSeconds * 1000) / cpuMean)}`;
  }

  // An extension: keep 20 s of a 60 s song and continue it for 30 s (a 50 s result).
  const song = { ...TAG_SETS['pop song (female vocal)']!, lengthSeconds: 60, seed: 9 };
  const source = await engine.compose(song);
  const started = performance.now();
  await engine.extend({
    source: { request: song, ...(source.state ? { state: source.state } : {}), lengthSeconds: 60 },
    start: 30,
    end: 50,
    overlap: 5,
    extension: 30,
    description: 'a bigger chorus',
    complexity: 250,
    seed: 10,
  });
  figures['extend 20 s + 30 s (ms)'] = round(performance.now() - started);

  // The master, measured on the PCM before MP3 encoding.
  for (const [name, base] of Object.entries(TAG_SETS)) {
    const pcm = await render(compose({ ...base, lengthSeconds: 60 }, 1), {
      // As the engine does: the Mood tags colour the sound with the Timbre tags.
      timbre: [...(base.tags.Timbre ?? []), ...(base.tags.Mood ?? [])],
      seed: 1,
    });
    figures[`${name} 60s LUFS / dBTP`] =
      `${round(integratedLoudness(pcm.left, pcm.right))} / ${round(truePeak(pcm.left, pcm.right))}`;
  }
  return { name: 'music-engine', figures };
}

const round = (ms: number) => Math.round(ms * 10) / 10;
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
function p95(xs: number[]): number {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)] ?? 0;
}
