import tonejsMidi from '@tonejs/midi';
import { Note, Scale } from 'tonal';
import { describe, expect, it } from 'vitest';
import { ProviderError } from '../../errors';
import type { MusicExtendRequest, MusicRequest, MusicResult } from '../../ports/music';
import { LocalMusicEngine } from './engine';
import { toMidi } from './midi';
import { mp3Frames } from './mp3-frames';
import type { Score } from './score';
import { readState } from './state';

const { Midi } = tonejsMidi;
const engine = new LocalMusicEngine({ id: 'mozart' });

const song: MusicRequest = {
  keywords: 'city lights',
  description: 'a song about a night walk',
  tags: { Genre: ['Pop'], Instrument: ['Piano'], Mood: ['Romantic'], Vocal: ['Male'], Timbre: ['Warm'] },
  lyrics:
    '[Verse]\nThe city lights are calling\nI follow every sound\n\n[Chorus]\nWe are dancing in the night\nAnd the world goes round',
  musicType: 'song',
  lengthSeconds: 15,
  seed: 7,
};
const instrumental: MusicRequest = {
  keywords: 'storm',
  tags: { Genre: ['Metal'], Instrument: ['Electric Guitar', 'Drums'], Mood: ['Dark'], Timbre: ['Gritty'] },
  musicType: 'music',
  lengthSeconds: 12,
  seed: 3,
};

const scoreOf = (result: MusicResult): Score => readState(result.state)!.score;

/** The MP3 as a browser's audio element would measure it: whole frames of 1152 samples. */
function expectMp3Of(audio: Buffer, seconds: number): void {
  const { frames, seconds: measured, first } = mp3Frames(audio);
  expect(first).toMatchObject({ bitrate: 128, sampleRate: 44100, channels: 2 });
  expect(frames).toBeGreaterThan(0);
  // VBR: the first frame is the Xing header with the count of the frames after it and the file's size,
  // which is what a browser reads for the duration.
  expect(audio.toString('latin1', 36, 40)).toBe('Xing');
  expect(audio.readUInt32BE(44)).toBe(frames - 1);
  expect(audio.readUInt32BE(48)).toBe(audio.length);
  // Every byte belongs to a frame: nothing after the last one confuses a player's estimate.
  expect(Math.abs(measured - seconds)).toBeLessThan(1);
  expect(Math.abs((frames * 1152) / 44100 - seconds)).toBeLessThan(1);
}

// Each call renders and encodes real audio; on a busy machine that takes a few seconds.
describe('LocalMusicEngine', { timeout: 60_000 }, () => {
  it('composes an MP3 of the requested length, with the MIDI file and its score as state', async () => {
    const progress: number[] = [];
    const result = await engine.compose(song, { onProgress: (pct) => progress.push(pct) });
    expect(result.mimeType).toBe('audio/mpeg');
    expect(result.audio[0]).toBe(0xff);
    expectMp3Of(result.audio, song.lengthSeconds);
    expect(Math.abs(result.durationSeconds - song.lengthSeconds)).toBeLessThan(0.01);
    expect(result.usage.seconds).toBeCloseTo(song.lengthSeconds, 3);

    const score = scoreOf(result);
    expect(score.lengthSeconds).toBeCloseTo(song.lengthSeconds, 3);
    expect(score.vocal).toBe('male');
    expect(result.midi!.equals(Buffer.from(toMidi(score)))).toBe(true);
    // The MIDI file parses back to the same notes.
    const midi = new Midi(result.midi!);
    expect(midi.header.tempos[0]!.bpm).toBeCloseTo(score.tempo, 3);
    expect(midi.tracks.map((t) => t.name)).toEqual(score.tracks.map((t) => t.name));
    score.tracks.forEach((track, i) => {
      const parsed = midi.tracks[i]!.notes.map((n) => n.midi).sort((a, b) => a - b);
      expect(parsed).toEqual(track.notes.map((n) => n.midi).sort((a, b) => a - b));
    });

    expect(progress.length).toBeGreaterThan(3);
    expect(progress.at(-1)).toBe(100);
    expect([...progress].sort((a, b) => a - b)).toEqual(progress);
  });

  it('gives the same bytes for the same request and seed, and other music for another seed', async () => {
    const a = await engine.compose(instrumental);
    const b = await engine.compose(instrumental);
    expect(a.audio.equals(b.audio)).toBe(true);
    expect(a.midi!.equals(b.midi!)).toBe(true);
    const c = await engine.compose({ ...instrumental, seed: 4 });
    expect(c.audio.equals(a.audio)).toBe(false);
  });

  it('extends from the state: same key and tempo, (end − start) + extension long, and extends again', async () => {
    const source = await engine.compose(song);
    const request: MusicExtendRequest = {
      source: { request: song, state: source.state!, audio: source.audio, lengthSeconds: 15 },
      start: 3,
      end: 13,
      overlap: 2,
      extension: 8,
      description: 'build up with more energy',
      complexity: 180,
      seed: 21,
    };
    const extended = await engine.extend(request);
    expectMp3Of(extended.audio, 18);
    expect(extended.durationSeconds).toBeCloseTo(18, 2);
    const before = scoreOf(source);
    const after = scoreOf(extended);
    expect([after.key, after.mode, after.tempo, after.style, after.vocal]).toEqual([
      before.key,
      before.mode,
      before.tempo,
      before.style,
      before.vocal,
    ]);
    expect(after.lengthSeconds).toBeCloseTo(18, 6);
    for (const track of after.tracks) {
      for (const note of track.notes) expect(note.time + note.duration).toBeLessThanOrEqual(18 + 1e-6);
    }
    // The kept part is the source's music moved to the start: its notes in [start, end − overlap).
    const lead = (s: Score) => s.tracks.find((t) => t.role === 'lead')!.notes;
    const kept = lead(before).filter((n) => n.time > 3 && n.time < 10);
    const moved = lead(after).filter((n) => n.time > 1e-9 && n.time < 7);
    expect(moved.map((n) => [n.midi, +(n.time + 3).toFixed(6)])).toEqual(
      kept.map((n) => [n.midi, +n.time.toFixed(6)]),
    );
    // The continuation is in the key too: every melody note on the scale or a tone of its chord.
    expect(after.chords.at(-1)!.end).toBeCloseTo(18, 6);
    const scale = Scale.get(`${after.key} ${after.mode === 'major' ? 'major' : 'aeolian'}`).notes.map(
      Note.chroma,
    );
    for (const note of lead(after)) {
      const chord = after.chords.find((c) => note.time >= c.start - 1e-9 && note.time < c.end - 1e-9)!;
      expect(scale.includes(note.midi % 12) || chord.chroma.includes(note.midi % 12)).toBe(true);
    }

    const again = await engine.extend({
      ...request,
      source: { request: song, state: extended.state!, lengthSeconds: 18 },
      start: 0,
      end: 18,
      overlap: 3,
      extension: 5,
    });
    expect(again.durationSeconds).toBeCloseTo(23, 2);
    expect(scoreOf(again).tempo).toBe(before.tempo);

    // Without a state the engine composes the source again (deterministic) and continues it the same way.
    const fromRequest = await engine.extend({ ...request, source: { request: song, lengthSeconds: 15 } });
    expect(fromRequest.audio.equals(extended.audio)).toBe(true);
  });

  it('rejects with the abort reason, before and during the work', async () => {
    const reference = await engine.compose(instrumental);
    const before = new AbortController();
    before.abort();
    await expect(engine.compose(song, { signal: before.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
    const during = new AbortController();
    const call = engine.compose(song, {
      signal: during.signal,
      onProgress: (pct) => (pct >= 20 ? during.abort() : undefined),
    });
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
    const late = new AbortController();
    const encoding = engine.compose(song, {
      signal: late.signal,
      onProgress: (pct) => (pct >= 70 ? late.abort() : undefined),
    });
    await expect(encoding).rejects.toMatchObject({ name: 'AbortError' });
    // The shared encoder is left as good as new.
    expect((await engine.compose(instrumental)).audio.equals(reference.audio)).toBe(true);
  });

  it('refuses lengths and ranges out of bounds', async () => {
    await expect(engine.compose({ ...song, lengthSeconds: 5 })).rejects.toBeInstanceOf(ProviderError);
    await expect(engine.compose({ ...song, lengthSeconds: 301 })).rejects.toMatchObject({
      code: 'bad_request',
    });
    const source = { request: song, lengthSeconds: 15 };
    const base = {
      source,
      start: 0,
      end: 10,
      overlap: 2,
      extension: 5,
      description: 'on',
      complexity: 100,
      seed: 1,
    };
    await expect(engine.extend({ ...base, extension: 31 })).rejects.toMatchObject({ code: 'bad_request' });
    await expect(engine.extend({ ...base, start: 10, end: 5 })).rejects.toMatchObject({
      code: 'bad_request',
    });
    await expect(engine.extend({ ...base, overlap: 6 })).rejects.toMatchObject({ code: 'bad_request' });
  });
});
