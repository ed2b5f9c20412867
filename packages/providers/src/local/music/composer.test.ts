import { Chord, Note, Scale } from 'tonal';
import { describe, expect, it } from 'vitest';
import { compose, type ComposeRequest } from './composer';
import { lyricSections } from './compose/form';
import { syllablesOf } from './compose/syllables';
import type { Score } from './score';

const sad: ComposeRequest = {
  keywords: 'rain on an empty street',
  tags: { Genre: ['Ballad'], Mood: ['Sad', 'Melancholic'], Instrument: ['Piano'], Vocal: ['Female'] },
  lengthSeconds: 60,
  lyrics:
    '[Verse]\nI walked alone tonight\n\n[Chorus]\nAnd the rain fell down\n\n[Verse]\nNo one left in sight\n\n[Chorus]\nAnd the rain fell down',
};
const long = Array.from(
  { length: 4 },
  (_, i) =>
    `[${i % 2 ? 'Chorus' : 'Verse'}]\nThe longest road is winding through the valley\nAnd every star above is burning bright\nWe carry on together through the night`,
).join('\n\n');
const energetic: ComposeRequest = {
  keywords: 'summer party',
  tags: { Genre: ['Rock'], Mood: ['Energetic', 'Happy'], Instrument: ['Electric Guitar'] },
  lengthSeconds: 60,
};

const beatSeconds = (score: Score): number => 60 / score.tempo;
const barSeconds = (score: Score): number => beatSeconds(score) * score.timeSignature[0];

describe('compose', () => {
  const requests: [string, ComposeRequest][] = [
    ['sad song', sad],
    ['energetic rock', energetic],
    ['jazz, 10 s', { keywords: 'late night', tags: { Genre: ['Jazz'], Mood: ['Calm'] }, lengthSeconds: 10 }],
    ['edm, 300 s', { keywords: 'club', tags: { Genre: ['EDM'], Mood: ['Dark'] }, lengthSeconds: 300 }],
    ['no tags, 37 s', { keywords: '', tags: {}, lengthSeconds: 37 }],
  ];

  it.each(requests)('keeps every melody note in the key or the sounding chord (%s)', (_, request) => {
    for (const seed of [1, 2, 3, 99, 12345]) {
      const score = compose(request, seed);
      const scale = Scale.get(`${score.key} ${score.mode === 'major' ? 'major' : 'aeolian'}`).notes.map((n) =>
        Note.chroma(n),
      );
      const melody = score.tracks[0]!;
      expect(melody.notes.length).toBeGreaterThan(0);
      for (const note of melody.notes) {
        const chord = score.chords.find((c) => note.time >= c.start - 1e-9 && note.time < c.end - 1e-9);
        expect(chord).toBeDefined();
        expect(chord!.chroma.length).toBeGreaterThanOrEqual(3);
        const pc = note.midi % 12;
        expect(scale.includes(pc) || chord!.chroma.includes(pc)).toBe(true);
      }
    }
  });

  it.each(requests)('fills the requested length in whole bars at its tempo (%s)', (_, request) => {
    const score = compose(request, 7);
    expect(Math.abs(score.lengthSeconds - request.lengthSeconds)).toBeLessThan(barSeconds(score));
    expect(score.sections[0]!.start).toBe(0);
    expect(score.sections.at(-1)!.end).toBeCloseTo(score.lengthSeconds, 6);
    const bars = score.lengthSeconds / barSeconds(score);
    expect(Math.abs(bars - Math.round(bars))).toBeLessThan(1e-6);
    for (const track of score.tracks) {
      for (const note of track.notes)
        expect(note.time + note.duration).toBeLessThanOrEqual(score.lengthSeconds + 1e-6);
    }
    for (let i = 1; i < score.sections.length; i += 1)
      expect(score.sections[i]!.start).toBeCloseTo(score.sections[i - 1]!.end, 9);
  });

  it('follows the lyrics sections, framed by an intro and outro', () => {
    const score = compose(sad, 3);
    expect(score.sections.map((s) => s.type)).toEqual([
      'intro',
      'verse',
      'chorus',
      'verse',
      'chorus',
      'outro',
    ]);
    expect(score.tracks[0]!.name).toBe('Vocal');
    const noLyrics = compose(energetic, 3);
    expect(noLyrics.sections.map((s) => s.type)).toEqual([
      'intro',
      'verse',
      'chorus',
      'verse',
      'chorus',
      'bridge',
      'chorus',
      'outro',
    ]);
  });

  it('writes a bass on the chord tones (the root on each downbeat) and drums on the General MIDI kit', () => {
    const score = compose(energetic, 5);
    const bass = score.tracks.find((t) => t.name === 'Bass')!;
    for (const note of bass.notes) {
      const chord = score.chords.find((c) => note.time >= c.start - 1e-9 && note.time < c.end - 1e-9)!;
      expect(chord.chroma).toContain(note.midi % 12);
      if (Math.abs(note.time - chord.start) < 1e-9)
        expect(note.midi % 12).toBe(Note.chroma(Chord.get(chord.symbol).tonic ?? ''));
    }
    const drums = score.tracks.find((t) => t.name === 'Drums')!;
    expect(drums.channel).toBe(9);
    const kit = new Set(drums.notes.map((n) => n.midi));
    expect(kit.has(36) && kit.has(38) && kit.has(42) && kit.has(49)).toBe(true);
  });

  it('is deterministic for a seed and varies with it', () => {
    expect(compose(sad, 42)).toEqual(compose(sad, 42));
    expect(compose(energetic, 42)).toEqual(compose(energetic, 42));
    expect(compose(sad, 43)).not.toEqual(compose(sad, 42));
    const melody = (s: Score): number[] => s.tracks[0]!.notes.map((n) => n.midi);
    expect(melody(compose(energetic, 43))).not.toEqual(melody(compose(energetic, 42)));
  });

  it('makes sad music minor and slower, energetic music major and faster', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const slow = compose(sad, seed);
      const fast = compose(energetic, seed);
      expect(slow.mode).toBe('minor');
      expect(fast.mode).toBe('major');
      expect(fast.tempo - slow.tempo).toBeGreaterThan(30);
      const density = (s: Score): number =>
        s.tracks.reduce((n, t) => n + t.notes.length, 0) / s.lengthSeconds;
      expect(density(fast)).toBeGreaterThan(density(slow));
    }
  });

  it('sings one note per syllable, a phrase per lyric line, and keeps which syllable each note sings', () => {
    for (const seed of [1, 2, 3]) {
      const score = compose(sad, seed);
      const vocal = score.tracks.find((t) => t.role === 'lead')!;
      expect(vocal.name).toBe('Vocal');
      const lines = lyricSections(sad.lyrics).flatMap((s) => s.lines);
      const sungLines = new Set(vocal.notes.map((n) => n.lyric!.line));
      expect(sungLines.size).toBe(lines.length);
      for (const line of lines) {
        const notes = vocal.notes.filter((n) => n.lyric!.line === line.index).sort((a, b) => a.time - b.time);
        const syllables = syllablesOf(line.text);
        expect(notes.map((n) => n.lyric!.syllable)).toEqual(syllables.map((_, i) => i));
        expect(notes.map((n) => n.lyric!.text)).toEqual(syllables.map((s) => s.text));
        expect(notes.map((n) => n.lyric!.vowel)).toEqual(syllables.map((s) => s.vowel));
        // A phrase: the notes follow each other without overlapping.
        for (let i = 1; i < notes.length; i++)
          expect(notes[i]!.time).toBeGreaterThanOrEqual(notes[i - 1]!.time + notes[i - 1]!.duration - 1e-9);
      }
      // Lines are sung in order.
      const firsts = lines.map((l) =>
        Math.min(...vocal.notes.filter((n) => n.lyric!.line === l.index).map((n) => n.time)),
      );
      expect([...firsts].sort((a, b) => a - b)).toEqual(firsts);
    }
  });

  it('leaves out the last lines when the length cannot hold them, still one note per syllable', () => {
    const score = compose({ ...sad, lyrics: long, lengthSeconds: 10 }, 4);
    const vocal = score.tracks[0]!;
    const lines = lyricSections(long).flatMap((s) => s.lines);
    const sung = [...new Set(vocal.notes.map((n) => n.lyric!.line))];
    expect(sung.length).toBeGreaterThan(0);
    expect(sung.length).toBeLessThan(lines.length);
    for (const index of sung) {
      const count = vocal.notes.filter((n) => n.lyric!.line === index).length;
      expect(count).toBe(syllablesOf(lines[index]!.text).length);
    }
  });

  it('sings in the voice the Vocal tags ask for, and not at all for Instrumental', () => {
    const range = (s: Score) => {
      const notes = s.tracks[0]!.notes.map((n) => n.midi);
      return (Math.min(...notes) + Math.max(...notes)) / 2;
    };
    const male = compose({ ...sad, tags: { ...sad.tags, Vocal: ['Male'] } }, 1);
    const female = compose(sad, 1);
    expect(male.vocal).toBe('male');
    expect(female.vocal).toBe('female');
    expect(range(female) - range(male)).toBeGreaterThan(5);
    expect(compose({ ...sad, tags: { ...sad.tags, Vocal: ['Choir'] } }, 1).vocal).toBe('choir');
    expect(compose({ ...sad, tags: { ...sad.tags, Vocal: ['Duet'] } }, 1).vocal).toBe('duet');
    const instrumental = compose({ ...sad, tags: { ...sad.tags, Vocal: ['Instrumental'] } }, 1);
    expect(instrumental.vocal).toBeUndefined();
    expect(instrumental.tracks[0]!.name).toBe('Melody');
    expect(instrumental.tracks[0]!.notes.some((n) => n.lyric)).toBe(false);
    // The lyrics still shape the form.
    expect(instrumental.sections.map((s) => s.type)).toEqual(female.sections.map((s) => s.type));
  });

  it('plays the instruments the Instrument tags name', () => {
    const programs = (s: Score) => Object.fromEntries(s.tracks.map((t) => [t.role, t.instrument]));
    const organ = compose({ ...energetic, tags: { ...energetic.tags, Instrument: ['Organ', 'Strings'] } }, 1);
    expect(programs(organ)).toMatchObject({ lead: 16, chords: 48 });
    const sax = compose(
      { keywords: 'night', tags: { Genre: ['Jazz'], Instrument: ['Saxophone', 'Piano'] }, lengthSeconds: 20 },
      1,
    );
    expect(programs(sax)).toMatchObject({ lead: 65, chords: 0 });
    // A sung song's tagged instrument plays the chords under the voice.
    expect(programs(compose(sad, 1))).toMatchObject({ lead: 53, chords: 0 });
  });

  it('writes busier parts as the complexity rises', () => {
    const count = (s: Score, role: string) => s.tracks.find((t) => t.role === role)?.notes.length ?? 0;
    for (const seed of [1, 2, 3]) {
      const sparse = compose({ ...energetic, complexity: 20 }, seed);
      const middle = compose({ ...energetic, complexity: 120 }, seed);
      const busy = compose({ ...energetic, complexity: 250 }, seed);
      for (const role of ['lead', 'bass', 'drums']) {
        expect(count(sparse, role)).toBeLessThan(count(busy, role));
        expect(count(sparse, role)).toBeLessThanOrEqual(count(middle, role));
      }
      // Same key and tempo: complexity changes how much is played, not what piece it is.
      expect([sparse.key, sparse.mode, sparse.tempo]).toEqual([busy.key, busy.mode, busy.tempo]);
    }
  });

  it('continues a piece in its key, tempo, style and band', () => {
    const source = compose(energetic, 9);
    const program = (s: Score, role: string) => s.tracks.find((t) => t.role === role)?.instrument;
    const next = compose({ ...energetic, description: 'calmer now' }, 10, {
      key: source.key,
      mode: source.mode,
      tempo: source.tempo,
      style: source.style,
      programs: {
        lead: program(source, 'lead')!,
        chords: program(source, 'chords')!,
        bass: program(source, 'bass')!,
      },
      bars: 6,
    });
    expect([next.key, next.mode, next.tempo, next.style]).toEqual([
      source.key,
      source.mode,
      source.tempo,
      source.style,
    ]);
    expect(next.lengthSeconds).toBeCloseTo(6 * barSeconds(source), 9);
    expect(next.sections[0]!.type).not.toBe('intro');
    for (const role of ['lead', 'chords', 'bass']) expect(program(next, role)).toBe(program(source, role));
  });
});
