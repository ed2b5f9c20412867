/**
 * The singing voice, by formant synthesis: a glottal pulse (a wavetable whose spectrum falls ~11 dB an
 * octave) with vibrato and a little breath, through three parallel resonators tuned to the formants of the
 * vowel each syllable holds. Pitch and formants glide between notes, so a line is sung legato; a syllable
 * that starts with a consonant gets a short burst of shaped noise before its vowel.
 */
import { mulberry32 } from '../../mulberry32';
import type { ScoreNote, VocalKind, Vowel } from '../score';
import { SAMPLE_RATE, SINE, TABLE_MASK, TABLE_SIZE, bandFor, midiToFreq, tables } from './wavetable';

/** Formant frequencies (Hz) and relative levels of an adult male voice (Peterson & Barney, rounded). */
const FORMANTS: Record<Vowel, { f: [number, number, number]; g: [number, number, number] }> = {
  a: { f: [730, 1090, 2440], g: [1, 0.7, 0.4] },
  e: { f: [530, 1840, 2480], g: [1, 0.6, 0.45] },
  i: { f: [300, 2290, 3010], g: [0.8, 0.6, 0.5] },
  o: { f: [570, 840, 2410], g: [1, 0.7, 0.2] },
  u: { f: [320, 870, 2240], g: [1, 0.35, 0.1] },
};
const BANDWIDTH = [90, 110, 160];
const BLOCK = 32;

interface Singer {
  /** Formant scale: adult female voices sit ~15% higher. */
  formants: number;
  detune: number;
  vibratoRate: number;
  gain: number;
  seed: number;
}

/** Renders the sung melody (`notes`, each maybe with a syllable) into `out`. */
export function renderVocal(
  out: Float32Array,
  notes: readonly ScoreNote[],
  kind: VocalKind,
  choir: boolean,
  brightness: number,
): void {
  const sorted = [...notes].sort((a, b) => a.time - b.time);
  const female: Singer = { formants: 1.17, detune: 0, vibratoRate: 5.6, gain: 1, seed: 11 };
  const male: Singer = { formants: 1, detune: 0, vibratoRate: 5.2, gain: 1, seed: 13 };
  if (kind === 'choir' || choir) {
    // Four singers, a little out of tune and time with each other: a section, not one voice.
    const singers: Singer[] = [
      { ...female, detune: -9, vibratoRate: 5.1, gain: 0.32, seed: 21 },
      { ...female, detune: 7, vibratoRate: 5.9, gain: 0.32, seed: 22 },
      { ...male, detune: -5, vibratoRate: 5.4, gain: 0.32, seed: 23 },
      { ...male, detune: 10, vibratoRate: 4.8, gain: 0.32, seed: 24 },
    ];
    for (const singer of singers) sing(out, sorted, singer, brightness);
  } else if (kind === 'duet') {
    // Lines alternate between the two singers.
    sing(
      out,
      sorted.filter((n) => (n.lyric?.line ?? 0) % 2 === 0),
      female,
      brightness,
    );
    sing(
      out,
      sorted.filter((n) => (n.lyric?.line ?? 0) % 2 === 1),
      male,
      brightness,
    );
  } else sing(out, sorted, kind === 'male' ? male : female, brightness);
}

function sing(out: Float32Array, notes: readonly ScoreNote[], singer: Singer, brightness: number): void {
  const source = tables().glottal;
  const noise = mulberry32(singer.seed);
  const attackStep = 1 / (0.035 * SAMPLE_RATE);
  const releaseK = Math.exp(-1 / (0.06 * SAMPLE_RATE));
  const glideK = Math.exp(-BLOCK / (0.03 * SAMPLE_RATE));
  const formantK = Math.exp(-BLOCK / (0.045 * SAMPLE_RATE));
  const vibInc = (singer.vibratoRate / SAMPLE_RATE) * TABLE_SIZE;
  const detune = 2 ** (singer.detune / 1200);

  let phase = 0;
  let vibPhase = singer.seed * 97;
  let env = 0;
  let freq = notes.length > 0 ? midiToFreq(notes[0]!.midi) * detune : 220;
  const f = [...FORMANTS.a.f].map((x) => x * singer.formants) as [number, number, number];
  const g = [...FORMANTS.a.g] as [number, number, number];
  const ic1 = [0, 0, 0];
  const ic2 = [0, 0, 0];
  const c1 = [0, 0, 0];
  const c2 = [0, 0, 0];
  const c3 = [0, 0, 0];
  const bandGain = [0, 0, 0];
  let breathLp = 0;

  for (let k = 0; k < notes.length; k++) {
    const note = notes[k]!;
    const start = Math.round(note.time * SAMPLE_RATE);
    if (start >= out.length) break;
    const gateEnd = start + Math.round(note.duration * SAMPLE_RATE);
    const next = notes[k + 1];
    const stop = Math.min(
      out.length,
      next ? Math.round(next.time * SAMPLE_RATE) : gateEnd + Math.round(0.5 * SAMPLE_RATE),
    );
    const target = midiToFreq(note.midi) * detune;
    const vowel = FORMANTS[note.lyric?.vowel ?? 'a'];
    const level = 0.3 * singer.gain * (0.4 + 0.6 * note.velocity);
    const consonant = onsetOf(note.lyric?.text);
    const burstN = consonant === 'none' ? 0 : Math.round((consonant === 'hiss' ? 0.07 : 0.02) * SAMPLE_RATE);
    // A fresh attack after a rest; within a phrase the voice carries on from where it is.
    const legato = env > 0.05;
    // The consonant's noise: band-passed around its colour (hiss high, a stop's burst lower).
    const burstFreq = consonant === 'hiss' ? 5500 : 2500;
    const bg = Math.tan((Math.PI * burstFreq) / SAMPLE_RATE);
    const bA1 = 1 / (1 + bg * (bg + 1.2));
    let bIc1 = 0;
    let bIc2 = 0;

    for (let block = start; block < stop; block += BLOCK) {
      freq = target + (freq - target) * glideK;
      for (let j = 0; j < 3; j++) {
        f[j] = vowel.f[j]! * singer.formants + (f[j]! - vowel.f[j]! * singer.formants) * formantK;
        g[j] = vowel.g[j]! + (g[j]! - vowel.g[j]!) * formantK;
        const fg = Math.tan((Math.PI * Math.min(f[j]! * (j === 2 ? brightness : 1), 16000)) / SAMPLE_RATE);
        const damping = BANDWIDTH[j]! / f[j]!;
        c1[j] = 1 / (1 + fg * (fg + damping));
        c2[j] = fg * c1[j]!;
        c3[j] = fg * c2[j]!;
        // The band-pass peaks at 1/damping; scaling by damping makes every formant's peak its level.
        bandGain[j] = g[j]! * damping;
      }
      const inc = (freq / SAMPLE_RATE) * TABLE_SIZE;
      const table = bandFor(source, freq);
      const blockStop = Math.min(stop, block + BLOCK);
      for (let i = block; i < blockStop; i++) {
        const t = i - start;
        const voiced = t >= burstN || legato;
        if (i < gateEnd && voiced) env = Math.min(1, env + attackStep);
        else env *= releaseK;
        const vib = 1 + 0.0145 * Math.min(1, t / (0.35 * SAMPLE_RATE)) * SINE[(vibPhase | 0) & TABLE_MASK]!;
        vibPhase += vibInc;
        const j0 = phase | 0;
        const pulse = table[j0]! + (phase - j0) * (table[j0 + 1]! - table[j0]!);
        phase += inc * vib;
        if (phase >= TABLE_SIZE) phase -= TABLE_SIZE;
        const white = noise() * 2 - 1;
        breathLp += 0.3 * (white - breathLp);
        const excitation = (pulse + 0.08 * breathLp) * env;
        let voice = 0;
        for (let j = 0; j < 3; j++) {
          const v3 = excitation - ic2[j]!;
          const v1 = c1[j]! * ic1[j]! + c2[j]! * v3;
          const v2 = ic2[j]! + c2[j]! * ic1[j]! + c3[j]! * v3;
          ic1[j] = 2 * v1 - ic1[j]!;
          ic2[j] = 2 * v2 - ic2[j]!;
          voice += v1 * bandGain[j]!;
        }
        let sample = voice * level;
        if (t < burstN) {
          // Band-pass the noise (TPT state-variable band output).
          const v3 = white - bIc2;
          const v1 = bA1 * bIc1 + bg * bA1 * v3;
          const v2 = bIc2 + bg * bA1 * bIc1 + bg * bg * bA1 * v3;
          bIc1 = 2 * v1 - bIc1;
          bIc2 = 2 * v2 - bIc2;
          const shape = Math.sin((Math.PI * t) / burstN);
          sample += v1 * shape * 0.12 * singer.gain * note.velocity;
        }
        out[i]! += sample;
      }
    }
  }
}

type Onset = 'none' | 'hiss' | 'stop';

/** The kind of consonant a syllable starts with, if any. */
function onsetOf(text: string | undefined): Onset {
  const letters = (text ?? '').toLowerCase().replace(/[^a-z]/g, '');
  if (/^(s|z|sh|ch|f|th|x|c[eiy])/.test(letters)) return 'hiss';
  if (/^[tkpdgbcq]/.test(letters)) return 'stop';
  return 'none';
}
