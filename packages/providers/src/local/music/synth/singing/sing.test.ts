import Pitchfinder from 'pitchfinder';
import { describe, expect, it } from 'vitest';
import { loadEspeak } from '../../../speech/espeak';
import { compose } from '../../composer';
import { SAMPLE_RATE, midiToFreq } from '../wavetable';
import type { ScoreNote, VocalKind } from '../../score';
import { cycleCopies } from './cycles';
import { singWords } from './sing';

const LINE = 'I walked alone tonight under the silver rain';
const song = {
  keywords: 'rain',
  tags: { Genre: ['Pop'], Mood: ['Calm'], Instrument: ['Piano'], Vocal: ['Female'], Timbre: ['Warm'] },
  lyrics: `[Verse]\n${LINE}\nThe city lights were fading and I called your name`,
  lengthSeconds: 20,
};
/** IPA without stress marks and espeak's phoneme separators. */
const plain = (ipa: string) => ipa.replace(/[ˈˌ_\s]/g, '');

describe('singWords', { timeout: 60_000 }, () => {
  it("sings the lyric's words: the line's phonemes are found, in order, in the vocal's alignment", async () => {
    const score = compose(song, 4);
    const lead = score.tracks.find((t) => t.role === 'lead')!;
    const out = new Float32Array(Math.round(score.lengthSeconds * SAMPLE_RATE));
    const alignment = (await singWords(out, lead.notes, 'female'))!;
    expect(alignment).toBeDefined();
    const first = alignment.filter((s) => s.line === 0);
    expect(
      first
        .map((s) => s.text)
        .join('')
        .toLowerCase(),
    ).toBe(LINE.replace(/\s/g, '').toLowerCase());
    // Each one-syllable word of the line, as espeak-ng reads it alone, in order in the sung phonemes.
    const espeak = await loadEspeak();
    const sung = plain(first.map((s) => s.phonemes).join(''));
    let from = 0;
    for (const word of ['I', 'walked', 'the', 'rain']) {
      const at = sung.indexOf(plain(espeak.phonemes(word, 'en-US')), from);
      expect(at, word).toBeGreaterThanOrEqual(from);
      from = at + 1;
    }
    // The syllables follow each other in time, each within its note.
    for (let i = 1; i < alignment.length; i++)
      expect(alignment[i]!.start).toBeGreaterThan(alignment[i - 1]!.start);
    let energy = 0;
    for (const x of out) energy += x * x;
    expect(energy).toBeGreaterThan(1);
  });

  it('sings a word of several syllables from one spoken word, its pieces in order, one on each note', async () => {
    const score = compose(song, 4);
    const lead = score.tracks.find((t) => t.role === 'lead')!;
    const out = new Float32Array(Math.round(score.lengthSeconds * SAMPLE_RATE));
    const alignment = (await singWords(out, lead.notes, 'female'))!;
    const espeak = await loadEspeak();
    for (const word of ['tonight', 'silver', 'under']) {
      const sung = alignment.filter((s) => s.line === 0 && s.word === word);
      expect(sung.map((s) => s.text).join(''), word).toBe(word);
      expect(sung.length, word).toBeGreaterThanOrEqual(2);
      // The pieces follow each other in the spoken word without a gap, from its start, and on later notes.
      expect(sung[0]!.source.from).toBe(0);
      for (let i = 1; i < sung.length; i++) {
        expect(sung[i]!.source.from, word).toBeCloseTo(sung[i - 1]!.source.to, 6);
        expect(sung[i]!.start, word).toBeGreaterThan(sung[i - 1]!.start);
        const note = lead.notes.find((n) => Math.abs(n.time - sung[i]!.start) < 1e-3);
        expect(sung[i]!.midi, word).toBe(note?.midi);
      }
      // Together they are the word's phonemes as espeak-ng reads it.
      expect(plain(sung.map((s) => s.phonemes).join('')), word).toBe(plain(espeak.phonemes(word, 'en-US')));
    }
    // A word of one syllable is its own word.
    const rain = alignment.find((s) => s.line === 0 && s.text === 'rain')!;
    expect(rain.word).toBe('rain');
  });

  it("follows the melody: each held vowel's pitch is the note's", async () => {
    const score = compose(song, 4);
    const lead = score.tracks.find((t) => t.role === 'lead')!;
    // AMDF held to a voice's range: YIN reads some long-stretched vowels (a grain repeated many times) as a
    // 17 kHz tone, where an autocorrelation hears the note within 15 cents.
    const detect = Pitchfinder.AMDF({ sampleRate: SAMPLE_RATE, minFrequency: 70, maxFrequency: 1000 });
    const out = new Float32Array(Math.round(score.lengthSeconds * SAMPLE_RATE));
    const alignment = (await singWords(out, lead.notes, 'male'))!;
    const held = alignment.filter((s) => s.voicedEnd - s.voicedStart > 0.15);
    expect(held.length).toBeGreaterThan(5);
    let inTune = 0;
    for (const s of held) {
      const middle = Math.round(((s.voicedStart + s.voicedEnd) / 2) * SAMPLE_RATE);
      const hz = detect(out.subarray(middle - 1024, middle + 1024));
      if (hz && Math.abs(12 * Math.log2(hz / midiToFreq(s.midi))) < 0.5) inTune += 1;
    }
    expect(inTune / held.length).toBeGreaterThan(0.8);
  });

  it.each([
    ['male', 'rain', 'e', 45],
    ['female', 'home', 'o', 57],
  ] as const)(
    'holds a 2 s note (%s, "%s") as a voice, not one grain looped, on its pitch',
    async (kind: VocalKind, word, vowel, midi) => {
      const note: ScoreNote = {
        time: 0.2,
        duration: 2.2,
        midi,
        velocity: 0.8,
        lyric: { text: word, vowel, line: 0, syllable: 0, word: 0 },
      };
      const out = new Float32Array(3 * SAMPLE_RATE);
      const [sung] = (await singWords(out, [note], kind))!;
      expect(sung!.voicedEnd - sung!.voicedStart).toBeGreaterThan(1.8);
      const hz = midiToFreq(midi);
      // Stretched cycle by cycle from a spoken vowel a tenth as long, the old singer laid each grain down
      // again and again: a third to all of the held note's consecutive cycles were copies.
      const at = (s: number) => Math.round(s * SAMPLE_RATE);
      const held = cycleCopies(
        out,
        at(sung!.voicedStart + 0.05),
        at(sung!.voicedEnd - 0.05),
        hz,
        SAMPLE_RATE,
      );
      expect(held.pairs).toBeGreaterThan(150);
      expect(held.share).toBeLessThan(0.15);
      // On the note through its vibrato, and sounding to its end.
      const detect = Pitchfinder.AMDF({ sampleRate: SAMPLE_RATE, minFrequency: 70, maxFrequency: 1000 });
      const cents: number[] = [];
      for (let t = sung!.voicedStart + 0.05; t < sung!.voicedEnd - 0.1; t += 0.05) {
        const found = detect(out.subarray(at(t), at(t) + 2048));
        if (found) cents.push(Math.abs(1200 * Math.log2(found / hz)));
      }
      expect(cents.length).toBeGreaterThan(30);
      expect(cents.reduce((a, b) => a + b, 0) / cents.length).toBeLessThan(50);
      let tail = 0;
      for (let i = at(sung!.voicedEnd - 0.1); i < at(sung!.voicedEnd); i++) tail += out[i]! * out[i]!;
      expect(tail).toBeGreaterThan(0.1);
    },
  );
});
