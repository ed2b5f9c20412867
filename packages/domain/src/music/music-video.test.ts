import { describe, expect, it } from 'vitest';
import { MUSIC_VIDEO_MAX_SECONDS, planMusicVideo } from './music-video';

const song = {
  lyrics:
    '[Verse]\nCity lights are calling\nWe run until the morning\n\n[Chorus]\nHold on, hold on\nHold on, hold on\nNever let it go',
  theme: 'night drive through a neon city',
  style: ['synthwave', 'retro'],
  trackSeconds: 95,
  bpm: 120,
  beatsPerBar: 4,
};

describe('music video plan', () => {
  it('runs up to 20 s of the track, cut on bar lines about every 3.5 s', () => {
    const plan = planMusicVideo(song);
    expect(plan.durationSeconds).toBe(MUSIC_VIDEO_MAX_SECONDS);
    // 120 BPM in 4/4: a bar is 2 s, so two bars (4 s) a shot: cuts at 0, 4, 8, 12, 16.
    expect(plan.shots.map((s) => s.start)).toEqual([0, 4, 8, 12, 16]);
    // 90 BPM: a bar is 2.667 s; one bar a shot is nearer 3.5 s than two (5.333 s).
    const slower = planMusicVideo({ ...song, bpm: 90 });
    expect(slower.shots[1]!.start).toBeCloseTo(2.667, 3);
    expect(slower.shots).toHaveLength(6);
  });

  it('paints the sung lines in order, once each, with the theme and the style', () => {
    const prompts = planMusicVideo(song).shots.map((s) => s.prompt);
    expect(prompts).toEqual([
      'City lights are calling — night drive through a neon city, synthwave, retro',
      'We run until the morning — night drive through a neon city, synthwave, retro',
      'Hold on, hold on — night drive through a neon city, synthwave, retro',
      'Never let it go — night drive through a neon city, synthwave, retro',
      'night drive through a neon city, synthwave, retro',
    ]);
  });

  it('follows a short track, and music without words', () => {
    const short = planMusicVideo({ ...song, lyrics: '', trackSeconds: 9.6 });
    expect(short.durationSeconds).toBe(9);
    expect(short.shots.map((s) => s.start)).toEqual([0, 4]);
    expect(short.shots.every((s) => s.prompt === 'night drive through a neon city, synthwave, retro')).toBe(
      true,
    );
    expect(planMusicVideo({ ...song, trackSeconds: 2 }).shots).toEqual([
      { prompt: 'City lights are calling — night drive through a neon city, synthwave, retro', start: 0 },
    ]);
  });
});
