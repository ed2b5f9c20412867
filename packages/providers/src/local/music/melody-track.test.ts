import { Midi } from '@tonejs/midi';
import { describe, expect, it } from 'vitest';
import { compose } from './composer';
import { melodyNotes } from './melody-track';
import { toMidi } from './midi';

/** A MIDI file of named tracks, each a list of [time, duration, pitch]. */
function midiOf(tracks: { name: string; channel?: number; notes: [number, number, number][] }[]): Uint8Array {
  const midi = new Midi();
  for (const source of tracks) {
    const track = midi.addTrack();
    track.name = source.name;
    track.channel = source.channel ?? 0;
    for (const [time, duration, pitch] of source.notes) track.addNote({ time, duration, midi: pitch });
  }
  return midi.toArray();
}

function expectPlayable(notes: { time: number; duration: number; midi: number }[], minGap = 0.12): void {
  for (let i = 1; i < notes.length; i++) {
    const prev = notes[i - 1]!;
    expect(notes[i]!.time - prev.time).toBeGreaterThanOrEqual(minGap - 0.0015);
    expect(prev.time + prev.duration).toBeLessThanOrEqual(notes[i]!.time + 0.0015);
  }
}

describe('melodyNotes', () => {
  it.each([
    [{ keywords: 'sunrise', tags: { Genre: ['Pop'], Vocal: ['Female'] }, lengthSeconds: 30 }, 3, 'Vocal'],
    [{ keywords: 'storm', tags: { Genre: ['Metal'], Mood: ['Angry'] }, lengthSeconds: 45 }, 11, 'Melody'],
    [{ keywords: 'night', tags: { Genre: ['Jazz'], Mood: ['Sad'] }, lengthSeconds: 60 }, 7, 'Melody'],
  ])('takes the lead line of what the local composer writes (%#)', (request, seed, lead) => {
    const score = compose(request, seed);
    const leadTrack = score.tracks.find((t) => t.role === 'lead')!;
    expect(leadTrack.name).toBe(lead);
    const notes = melodyNotes(toMidi(score));

    expect(notes.length).toBeGreaterThan(10);
    expectPlayable(notes);
    // Every note is one of the lead's, at its time and pitch: not the chords', the bass's or the drums'.
    for (const note of notes) {
      const same = leadTrack.notes.some((n) => n.midi === note.midi && Math.abs(n.time - note.time) < 0.005);
      expect(same, `${note.midi} at ${note.time}`).toBe(true);
    }
    expect(notes.at(-1)!.time).toBeLessThanOrEqual(request.lengthSeconds + 4);
  });

  it('without a lead by name, picks the highest line played one note at a time, never the drums', () => {
    const chords: [number, number, number][] = [];
    for (let t = 0; t < 8; t += 1) for (const p of [48, 52, 55]) chords.push([t, 1, p]);
    const tune: [number, number, number][] = [0, 0.5, 1, 1.5, 2, 2.5].map((t, i) => [t, 0.4, 64 + i]);
    const drums: [number, number, number][] = [0, 0.25, 0.5].map((t) => [t, 0.1, 81]);
    const notes = melodyNotes(
      midiOf([
        { name: 'Piano 1', notes: chords },
        { name: 'Piano 2', channel: 1, notes: tune },
        { name: 'Kit', channel: 9, notes: drums },
      ]),
    );
    expect(notes.map((n) => n.midi)).toEqual([64, 65, 66, 67, 68, 69]);
    expect(notes[0]).toEqual({ time: 0, duration: 0.4, midi: 64 });
  });

  it('keeps the top note of a chord, drops notes closer than the gap, shortens overlaps, caps the count', () => {
    const notes = melodyNotes(
      midiOf([
        {
          name: 'Lead',
          notes: [
            [0, 1, 60],
            [0.01, 1, 67],
            [0.05, 0.2, 72], // too close after the chord: dropped
            [0.5, 0.2, 62],
            [0.9, 0.1, 64],
            [1.2, 0.1, 65],
          ],
        },
      ]),
    );
    expect(notes).toEqual([
      { time: 0, duration: 0.5, midi: 67 },
      { time: 0.5, duration: 0.2, midi: 62 },
      { time: 0.9, duration: 0.1, midi: 64 },
      { time: 1.2, duration: 0.1, midi: 65 },
    ]);
    const many: [number, number, number][] = Array.from({ length: 50 }, (_, i) => [i * 0.2, 0.1, 60]);
    expect(melodyNotes(midiOf([{ name: 'Lead', notes: many }]), { maxNotes: 12 })).toHaveLength(12);
    expect(melodyNotes(midiOf([{ name: 'Lead', notes: many }]), { minGap: 0.3 })).toHaveLength(25);
  });

  it('gives no notes for a file with only drums, and throws on bytes that are not MIDI', () => {
    expect(melodyNotes(midiOf([{ name: 'Kit', channel: 9, notes: [[0, 0.1, 36]] }]))).toEqual([]);
    expect(() => melodyNotes(new TextEncoder().encode('not a midi file'))).toThrow();
  });
});
