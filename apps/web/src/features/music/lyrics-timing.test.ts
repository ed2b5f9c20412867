import { describe, expect, it } from 'vitest';
import { parseLyrics } from '@muse/domain';
import { activeSectionIndex, lyricsTimeline, sectionTitles } from './lyrics-timing';

const lyrics = '[Verse]\na\nb\nc\nd\n\n[Chorus]\ne\nf\n\n[Verse]\ng\nh\ni\nj\n\n[Outro]\n';

describe('lyrics by section while playing', () => {
  const sections = parseLyrics(lyrics);

  it('spreads the sections over the length in proportion to their lines', () => {
    // 4 + 2 + 4 + 1 (an empty section counts as one line) = 11 lines over 110 s
    const timeline = lyricsTimeline(sections, 110);
    expect(timeline.map((s) => [Math.round(s.start), Math.round(s.end)])).toEqual([
      [0, 40],
      [40, 60],
      [60, 100],
      [100, 110],
    ]);
  });

  it('finds the section playing', () => {
    const timeline = lyricsTimeline(sections, 110);
    expect(activeSectionIndex(timeline, 0)).toBe(0);
    expect(activeSectionIndex(timeline, 45)).toBe(1);
    expect(activeSectionIndex(timeline, 109.9)).toBe(3);
    expect(activeSectionIndex(timeline, 200)).toBe(3);
    expect(activeSectionIndex(timeline, -1)).toBe(-1);
    expect(activeSectionIndex([], 3)).toBe(-1);
  });

  it('has no timeline without sections or a length', () => {
    expect(lyricsTimeline([], 100)).toEqual([]);
    expect(lyricsTimeline(sections, 0)).toEqual([]);
    expect(lyricsTimeline(sections, NaN)).toEqual([]);
  });

  it('numbers repeated verses but not the chorus', () => {
    expect(sectionTitles(sections)).toEqual(['Verse 1', 'Chorus', 'Verse 2', 'Outro']);
    expect(sectionTitles(parseLyrics('[Chorus]\na\n[Chorus]\na'))).toEqual(['Chorus', 'Chorus']);
  });
});
