import { Midi } from '@tonejs/midi';
import { Key } from 'tonal';
import { describe, expect, it } from 'vitest';
import { compose } from './composer';
import { toMidi } from './midi';

describe('toMidi', () => {
  it.each([
    [{ keywords: 'storm', tags: { Genre: ['Metal'], Mood: ['Angry'] }, lengthSeconds: 45 }, 11],
    [
      {
        keywords: 'sunrise',
        tags: { Genre: ['Pop'], Mood: ['Happy'], Instrument: ['Piano', 'Strings'] },
        lengthSeconds: 300,
      },
      12,
    ],
    [{ keywords: 'night', tags: { Genre: ['Ambient'], Mood: ['Sad'] }, lengthSeconds: 10 }, 13],
  ])('parses back to the same notes, tempo and key (%#)', (request, seed) => {
    const score = compose(request, seed);
    const bytes = toMidi(score);
    expect(bytes).toBeInstanceOf(Uint8Array);
    expect(String.fromCharCode(...bytes.slice(0, 4))).toBe('MThd');

    const midi = new Midi(bytes);
    expect(midi.header.tempos[0]!.bpm).toBeCloseTo(score.tempo, 3);
    const major = score.mode === 'major' ? score.key : Key.minorKey(score.key).relativeMajor;
    expect(midi.header.keySignatures).toHaveLength(1);
    expect(midi.header.keySignatures[0]).toMatchObject({ key: major, scale: score.mode });
    expect(midi.header.timeSignatures[0]!.timeSignature).toEqual(score.timeSignature);
    expect(midi.tracks.map((t) => t.name)).toEqual(score.tracks.map((t) => t.name));

    score.tracks.forEach((source, i) => {
      const track = midi.tracks[i]!;
      expect(track.channel).toBe(source.channel);
      if (source.channel !== 9) expect(track.instrument.number).toBe(source.instrument);
      const want = [...source.notes].sort((a, b) => a.time - b.time || a.midi - b.midi);
      const got = [...track.notes].sort((a, b) => a.time - b.time || a.midi - b.midi);
      expect(got.length).toBe(want.length);
      got.forEach((note, k) => {
        expect(note.midi).toBe(want[k]!.midi);
        expect(Math.abs(note.time - want[k]!.time)).toBeLessThan(0.001);
        expect(Math.abs(note.duration - want[k]!.duration)).toBeLessThan(0.002);
      });
    });
  });
});
