import { describe, expect, it } from 'vitest';
import { compose, type ComposeRequest } from '../composer';
import type { Score } from '../score';
import { CEILING, loudness, master } from './master';
import { render, samplesFor } from './render';
import { SAMPLE_RATE } from './wavetable';

const rock: ComposeRequest = {
  keywords: 'summer road trip',
  tags: {
    Genre: ['Rock'],
    Mood: ['Energetic'],
    Instrument: ['Electric Guitar'],
    Timbre: ['Bright', 'Gritty'],
  },
  lengthSeconds: 12,
};
const calm: ComposeRequest = {
  keywords: 'quiet evening',
  tags: { Genre: ['Classical'], Mood: ['Calm'], Instrument: ['Piano', 'Strings'], Timbre: ['Warm', 'Soft'] },
  lengthSeconds: 12,
};
const song: ComposeRequest = {
  keywords: 'rain',
  tags: { Genre: ['Pop'], Mood: ['Sad'], Instrument: ['Piano'], Vocal: ['Female'], Timbre: ['Airy'] },
  lyrics:
    '[Verse]\nI walked alone tonight\nunder the silver rain\n\n[Chorus]\nAnd the rain fell down\non the empty town',
  lengthSeconds: 12,
};

const rendered = async (request: ComposeRequest, seed = 1) =>
  render(compose(request, seed), { timbre: request.tags.Timbre ?? [], seed });

/** Share of the energy above `hz` (a first-order high-pass), and the spectral centroid of a few frames. */
function spectrum(pcm: Float32Array): { highShare: number; centroid: number } {
  const a = Math.exp((-2 * Math.PI * 2000) / SAMPLE_RATE);
  let hp = 0;
  let previous = 0;
  let high = 0;
  let all = 0;
  for (let i = 0; i < pcm.length; i++) {
    const x = pcm[i]!;
    hp = a * (hp + x - previous);
    previous = x;
    high += hp * hp;
    all += x * x;
  }
  // A plain DFT over 1024-sample frames at 16 places, bins up to 11 kHz.
  const size = 1024;
  const cos = Float64Array.from({ length: size }, (_, i) => Math.cos((2 * Math.PI * i) / size));
  const sin = Float64Array.from({ length: size }, (_, i) => Math.sin((2 * Math.PI * i) / size));
  let weighted = 0;
  let total = 0;
  for (let f = 1; f <= 16; f++) {
    const start = Math.floor((f * (pcm.length - size)) / 17);
    for (let k = 1; k < 256; k++) {
      let re = 0;
      let im = 0;
      for (let n = 0; n < size; n++) {
        const x = pcm[start + n]! * (0.5 - 0.5 * cos[n]!);
        re += x * cos[(k * n) % size]!;
        im -= x * sin[(k * n) % size]!;
      }
      const magnitude = Math.hypot(re, im);
      weighted += magnitude * ((k * SAMPLE_RATE) / size);
      total += magnitude;
    }
  }
  return { highShare: high / all, centroid: weighted / total };
}

describe('render', { timeout: 30_000 }, () => {
  it.each([
    ['rock', rock],
    ['calm', calm],
    ['song', song],
  ])(
    'gives 44.1 kHz stereo of the score length, within full scale, at a sensible loudness (%s)',
    async (_, request) => {
      const score = compose(request, 3);
      const pcm = await render(score, { timbre: request.tags.Timbre ?? [], seed: 3 });
      expect(pcm.left.length).toBe(samplesFor(score.lengthSeconds));
      expect(pcm.right.length).toBe(pcm.left.length);
      let peak = 0;
      let finite = true;
      for (const channel of [pcm.left, pcm.right]) {
        for (let i = 0; i < channel.length; i++) {
          finite &&= Number.isFinite(channel[i]!);
          peak = Math.max(peak, Math.abs(channel[i]!));
        }
      }
      expect(finite).toBe(true);
      expect(peak).toBeLessThanOrEqual(CEILING);
      expect(peak).toBeGreaterThan(0.5);
      const dbfs = 20 * Math.log10(loudness(pcm.left, pcm.right));
      expect(dbfs).toBeGreaterThan(-22);
      expect(dbfs).toBeLessThan(-12);
      // It fades to silence at the end, and the two sides differ (instruments are panned).
      expect(Math.abs(pcm.left.at(-1)!)).toBeLessThan(1e-6);
      let difference = 0;
      for (let i = 0; i < pcm.left.length; i += 7) difference += Math.abs(pcm.left[i]! - pcm.right[i]!);
      expect(difference).toBeGreaterThan(1);
    },
  );

  it('is deterministic for a seed', async () => {
    const a = await rendered(song, 5);
    const b = await rendered(song, 5);
    expect(Buffer.from(a.left.buffer).equals(Buffer.from(b.left.buffer))).toBe(true);
    expect(Buffer.from(a.right.buffer).equals(Buffer.from(b.right.buffer))).toBe(true);
  });

  it('sounds measurably different for different tags: brighter, grittier rock against a warm, soft piece', async () => {
    const loud = await rendered(rock);
    const soft = await rendered(calm);
    const a = spectrum(loud.left);
    const b = spectrum(soft.left);
    expect(a.highShare).toBeGreaterThan(b.highShare * 1.5);
    expect(a.centroid).toBeGreaterThan(b.centroid * 1.2);
  });

  it('the fallback singer sings each syllable on its vowel: formants move the spectrum ("ee" brighter than "oo")', async () => {
    const score = compose(song, 2);
    const withVowel = (vowel: 'i' | 'u'): Score => ({
      ...score,
      tracks: score.tracks
        .filter((t) => t.role === 'lead')
        .map((t) => ({ ...t, notes: t.notes.map((n) => ({ ...n, lyric: { ...n.lyric!, vowel } })) })),
    });
    const fallback = { timbre: [], seed: 2, instruments: 'oscillator' } as const;
    const ee = spectrum((await render(withVowel('i'), fallback)).left);
    const oo = spectrum((await render(withVowel('u'), fallback)).left);
    expect(ee.centroid).toBeGreaterThan(oo.centroid * 1.3);
  });
});

describe('master', () => {
  it('limits any mix to the ceiling without clipping and brings it to the target loudness', () => {
    const n = SAMPLE_RATE * 2;
    const left = new Float32Array(n);
    const right = new Float32Array(n);
    for (let i = 0; i < n; i++) {
      // A loud tone with a few sudden spikes far over full scale.
      left[i] = 3 * Math.sin(i * 0.05) + (i % 30000 === 0 ? 40 : 0);
      right[i] = 2 * Math.sin(i * 0.031) * (1 + Math.sin(i * 0.0001));
    }
    master(left, right, { fadeIn: 0.01, fadeOut: 0.5 });
    let peak = 0;
    for (let i = 0; i < n; i++) peak = Math.max(peak, Math.abs(left[i]!), Math.abs(right[i]!));
    expect(peak).toBeLessThanOrEqual(CEILING);
    expect(peak).toBeGreaterThan(CEILING * 0.9);
    const dbfs = 20 * Math.log10(loudness(left.subarray(0, n / 2), right.subarray(0, n / 2)));
    expect(dbfs).toBeGreaterThan(-18);
    expect(dbfs).toBeLessThan(-12);
  });
});

describe('the SoundFont band', { timeout: 30_000 }, () => {
  /** One part alone: a piano's single note, 2 s long. */
  const single = (instrument: number, channel = 1): Score => ({
    ...compose(calm, 1),
    tracks: [
      {
        name: 'Piano',
        role: 'chords',
        instrument,
        channel,
        notes: [{ midi: 60, time: 0.5, duration: 2, velocity: 0.8 }],
      },
    ],
    lengthSeconds: 4,
  });
  const envelope = (pcm: Float32Array, from: number, to: number) => {
    let peak = 0;
    for (let i = Math.round(from * SAMPLE_RATE); i < Math.round(to * SAMPLE_RATE); i++)
      peak = Math.max(peak, Math.abs(pcm[i]!));
    return peak;
  };

  it('plays a sampled piano: silent before the note, a fast attack, then the string decays', async () => {
    const { left } = await render(single(0), { timbre: [], seed: 1 });
    expect(envelope(left, 0, 0.49)).toBeLessThan(1e-4);
    const attack = envelope(left, 0.5, 0.55);
    expect(attack).toBeGreaterThan(0.3);
    expect(envelope(left, 2, 2.4)).toBeLessThan(attack * 0.6);
  });

  it('sounds different from the oscillator fallback, which still plays', async () => {
    const sampled = await render(single(0), { timbre: [], seed: 1 });
    const synthesised = await render(single(0), { timbre: [], seed: 1, instruments: 'oscillator' });
    expect(envelope(synthesised.left, 0.5, 1)).toBeGreaterThan(0.3);
    let difference = 0;
    for (let i = 0; i < sampled.left.length; i += 5)
      difference += Math.abs(sampled.left[i]! - synthesised.left[i]!);
    expect(difference).toBeGreaterThan(100);
  });
});
