import { describe, expect, it } from 'vitest';
import {
  EXTENSION_DEFAULTS,
  LYRICS_MAX_SECTIONS,
  SONG_TAGS_HINT,
  addSection,
  canAddSection,
  canGenerateMusic,
  clampMusicLength,
  extendingLabel,
  extensionProblems,
  formatLyrics,
  keepInRange,
  maxOverlap,
  missingTagGroups,
  nextAutoplayCount,
  parseLyrics,
  trackStateText,
  type LyricsSection,
} from './index';

const valid = { start: 0, end: 15, overlap: 5, extension: 10, complexity: 250, description: 'go on' };

describe('extensions (music-and-extras.md §5, §9)', () => {
  it('has the spec defaults and accepts them on a 30 s track', () => {
    expect(EXTENSION_DEFAULTS).toEqual({
      start: 0,
      end: 15,
      overlap: 5,
      length: 15,
      extension: 10,
      complexity: 250,
    });
    expect(extensionProblems(valid, 30)).toEqual([]);
  });

  it.each([
    [{ start: -1 }, 'start'],
    [{ start: 31 }, 'start'],
    [{ end: 31 }, 'end'],
    [{ start: 10, end: 9 }, 'end'],
    [{ overlap: 0 }, 'overlap'],
    [{ overlap: 6 }, 'overlap'],
    [{ start: 10, end: 13, overlap: 4 }, 'overlap'],
    [{ extension: 0 }, 'extension'],
    [{ extension: 31 }, 'extension'],
    [{ complexity: 19 }, 'complexity'],
    [{ complexity: 251 }, 'complexity'],
    [{ description: '  ' }, 'description'],
  ])('%o is refused on %s', (change, field) => {
    const problems = extensionProblems({ ...valid, ...change }, 30);
    expect(problems.map((p) => p.field)).toContain(field);
  });

  it('bounds the overlap by the part taken, at most 5', () => {
    expect(maxOverlap(0, 15)).toBe(5);
    expect(maxOverlap(10, 13)).toBe(3);
    expect(extensionProblems({ ...valid, start: 10, end: 13, overlap: 3 }, 30)).toEqual([]);
  });

  it('ignores typed values outside the range', () => {
    expect(keepInRange(10, 31, 1, 30)).toBe(10);
    expect(keepInRange(10, 12, 1, 30)).toBe(12);
    expect(keepInRange(10, Number.NaN, 1, 30)).toBe(10);
  });

  it('labels an extension in progress', () => {
    expect(extendingLabel('Night drive', 15, 25)).toBe('Extending Night drive from 15 to 25 seconds');
  });
});

describe('songs (§5 Music, §4 Music track)', () => {
  it('needs keywords and a tag of each of the five groups for a song', () => {
    const tags = { Genre: ['pop'], Instrument: ['piano'], Mood: ['happy'], Vocal: ['female'] };
    expect(missingTagGroups(tags)).toEqual(['Timbre']);
    expect(SONG_TAGS_HINT).toBe('Choose at least 1 option from each group');
    expect(canGenerateMusic({ musicType: 'song', keywords: 'sea', busy: false, tags })).toBe(false);
    const all = { ...tags, Timbre: ['warm'] };
    expect(canGenerateMusic({ musicType: 'song', keywords: 'sea', busy: false, tags: all })).toBe(true);
    expect(canGenerateMusic({ musicType: 'song', keywords: ' ', busy: false, tags: all })).toBe(false);
    expect(canGenerateMusic({ musicType: 'song', keywords: 'sea', busy: true, tags: all })).toBe(false);
    expect(canGenerateMusic({ musicType: 'music', keywords: 'sea', busy: false, tags: {} })).toBe(true);
  });

  it('forces the length into 10 to 300 seconds', () => {
    expect([5, 10, 61.4, 300, 1000, Number.NaN].map(clampMusicLength)).toEqual([10, 10, 61, 300, 300, 10]);
  });

  it('shows queued and creating states, nothing when finished', () => {
    expect(trackStateText({})).toBe('In the queue');
    expect(trackStateText({ startedOn: 'x' })).toBe('Creating...');
    expect(trackStateText({ startedOn: 'x', finishedOn: 'y' })).toBeNull();
  });

  it('counts autoplay down from 10 and removes it at 0', () => {
    expect(nextAutoplayCount(10)).toBe(9);
    expect(nextAutoplayCount(1)).toBeNull();
    expect(nextAutoplayCount(null)).toBeNull();
  });
});

describe('lyrics editor (§5, §9)', () => {
  const verse: LyricsSection = { type: 'verse', text: 'la la' };
  it('allows at most 6 sections', () => {
    const six = Array.from({ length: LYRICS_MAX_SECTIONS }, () => verse);
    expect(canAddSection(six, 'verse')).toBe(false);
    expect(canAddSection(six.slice(1), 'verse')).toBe(true);
  });

  it('takes an intro only at the start and nothing after the outro', () => {
    expect(canAddSection([], 'intro')).toBe(true);
    expect(canAddSection([verse], 'intro')).toBe(false);
    expect(canAddSection([verse, { type: 'outro', text: 'bye' }], 'verse')).toBe(false);
    expect(canAddSection([verse, { type: 'outro', text: 'bye' }], 'outro')).toBe(false);
  });

  it('reuses an existing chorus', () => {
    const song = addSection([verse, { type: 'chorus', text: 'oh oh' }, verse], 'chorus', 'new words');
    expect(song.at(-1)).toEqual({ type: 'chorus', text: 'oh oh' });
  });

  it('writes and reads lyrics with bracketed headings', () => {
    const sections: LyricsSection[] = [
      { type: 'intro', text: 'hey' },
      { type: 'verse', text: 'line one\nline two' },
      { type: 'chorus', text: 'sing' },
    ];
    const text = formatLyrics(sections);
    expect(text).toBe('[Intro]\nhey\n\n[Verse]\nline one\nline two\n\n[Chorus]\nsing');
    expect(parseLyrics(text)).toEqual(sections);
    expect(parseLyrics('just words\n[Chorus]\nsing')).toEqual([
      { type: 'verse', text: 'just words' },
      { type: 'chorus', text: 'sing' },
    ]);
  });
});
