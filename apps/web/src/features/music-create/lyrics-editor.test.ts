import { describe, expect, it } from 'vitest';
import type { LyricsSection } from '@muse/domain';
import {
  addButtons,
  addEmptySection,
  lyricsContext,
  removeSection,
  sectionHeadings,
  sectionRequestType,
  sectionsFromLyrics,
  setSectionText,
  sungLyrics,
  toSegments,
} from './lyrics-editor';

const enabled = (sections: LyricsSection[]) =>
  Object.fromEntries(addButtons(sections).map((b) => [b.label, b.enabled]));

describe('lyrics editor (§5: 6 sections, intro first, outro last, chorus reused)', () => {
  it('labels the add buttons as the spec and allows an intro only at the start', () => {
    expect(enabled([])).toEqual({
      'Add Intro': true,
      'Add Verse': true,
      'Add Chorus': true,
      'Add Bridge': true,
      'Add Outro': true,
    });
    expect(enabled([{ type: 'verse', text: '' }])['Add Intro']).toBe(false);
  });

  it('disables every add button at 6 sections and after an outro', () => {
    const six = Array.from({ length: 6 }, () => ({ type: 'verse' as const, text: '' }));
    expect(Object.values(enabled(six))).toEqual([false, false, false, false, false]);
    const ended: LyricsSection[] = [
      { type: 'verse', text: '' },
      { type: 'outro', text: '' },
    ];
    expect(Object.values(enabled(ended))).toEqual([false, false, false, false, false]);
    expect(addEmptySection(six, 'verse')).toHaveLength(6);
  });

  it('a new chorus takes the existing chorus, and editing one chorus edits all', () => {
    let s = addEmptySection([], 'chorus');
    s = setSectionText(s, 0, 'la la');
    s = addEmptySection(s, 'verse');
    s = addEmptySection(s, 'chorus');
    expect(s[2]).toEqual({ type: 'chorus', text: 'la la' });
    s = setSectionText(s, 2, 'na na');
    expect(s.map((x) => x.text)).toEqual(['na na', '', 'na na']);
    s = setSectionText(s, 1, 'verse words');
    expect(s.map((x) => x.text)).toEqual(['na na', 'verse words', 'na na']);
    expect(setSectionText(s, 9, 'x')).toEqual(s);
  });

  it('removes a section by position', () => {
    const s: LyricsSection[] = [
      { type: 'intro', text: 'a' },
      { type: 'verse', text: 'b' },
    ];
    expect(removeSection(s, 0)).toEqual([{ type: 'verse', text: 'b' }]);
  });

  it('numbers repeated headings but keeps one name for the chorus', () => {
    const s: LyricsSection[] = [
      { type: 'verse', text: '' },
      { type: 'chorus', text: '' },
      { type: 'verse', text: '' },
      { type: 'chorus', text: '' },
      { type: 'bridge', text: '' },
    ];
    expect(sectionHeadings(s)).toEqual(['Verse 1', 'Chorus', 'Verse 2', 'Chorus', 'Bridge']);
  });

  it('asks the section writer for a chorus or else a verse (§7 type chorus or verse)', () => {
    expect(sectionRequestType('chorus')).toBe('chorus');
    expect(['intro', 'verse', 'bridge', 'outro'].map((t) => sectionRequestType(t as 'verse'))).toEqual([
      'verse',
      'verse',
      'verse',
      'verse',
    ]);
  });

  it('gives the writer the other sections with words as context', () => {
    const s: LyricsSection[] = [
      { type: 'verse', text: 'one' },
      { type: 'chorus', text: '' },
      { type: 'verse', text: 'three' },
    ];
    expect(lyricsContext(s, 2)).toBe('[Verse]\none');
    expect(sungLyrics(s)).toBe('[Verse]\none\n\n[Verse]\nthree');
    expect(toSegments(s)).toEqual([
      { label: 'verse', content: 'one' },
      { label: 'chorus', content: '' },
      { label: 'verse', content: 'three' },
    ]);
  });

  it("reads an idea's lyrics into sections within the editor's rules", () => {
    expect(sectionsFromLyrics('[Verse]\na\n\n[Chorus]\nb\n\n[Verse]\nc\n\n[Chorus]\nd')).toEqual([
      { type: 'verse', text: 'a' },
      { type: 'chorus', text: 'b' },
      { type: 'verse', text: 'c' },
      { type: 'chorus', text: 'd' },
    ]);
    const many = Array.from({ length: 8 }, (_, i) => `[Verse]\n${i}`).join('\n');
    expect(sectionsFromLyrics(many)).toHaveLength(6);
    expect(sectionsFromLyrics('[Verse]\na\n[Intro]\nb')).toEqual([{ type: 'verse', text: 'a' }]);
    expect(sectionsFromLyrics('')).toEqual([]);
  });
});
