import {
  SECTION_TYPES,
  addSection,
  canAddSection,
  formatLyrics,
  parseLyrics,
  type LyricsSection,
  type SectionType,
} from '@muse/domain';

/**
 * The lyrics editor's operations. The rules themselves (6 sections, intro first, outro last, a chorus reuses
 * the chorus) are @muse/domain's; this file adds what the screen needs around them: labels, the wire shape of
 * the sections and keeping every chorus the same text.
 */

export const SECTION_LABELS: Readonly<Record<SectionType, string>> = {
  intro: 'Intro',
  verse: 'Verse',
  chorus: 'Chorus',
  bridge: 'Bridge',
  outro: 'Outro',
};

/** The add buttons, in the spec's order ("Add Intro, Verse, Chorus, Bridge, Outro"). */
export function addButtons(
  sections: readonly LyricsSection[],
): { type: SectionType; label: string; enabled: boolean }[] {
  return SECTION_TYPES.map((type) => ({
    type,
    label: `Add ${SECTION_LABELS[type]}`,
    enabled: canAddSection(sections, type),
  }));
}

/** Adds an empty section (a chorus takes the text of an existing chorus). */
export function addEmptySection(sections: readonly LyricsSection[], type: SectionType): LyricsSection[] {
  return addSection(sections, type, '');
}

export function removeSection(sections: readonly LyricsSection[], index: number): LyricsSection[] {
  return sections.filter((_, i) => i !== index);
}

/**
 * Sets one section's text. A song has one chorus sung several times, so changing a chorus changes every
 * chorus ("chorus reuses an existing chorus").
 */
export function setSectionText(
  sections: readonly LyricsSection[],
  index: number,
  text: string,
): LyricsSection[] {
  const target = sections[index];
  if (!target) return [...sections];
  return sections.map((s, i) =>
    i === index || (target.type === 'chorus' && s.type === 'chorus') ? { ...s, text } : s,
  );
}

/** Headings numbered when a type repeats: "Verse 1", "Verse 2", "Chorus". */
export function sectionHeadings(sections: readonly LyricsSection[]): string[] {
  const total = new Map<SectionType, number>();
  for (const s of sections) total.set(s.type, (total.get(s.type) ?? 0) + 1);
  const seen = new Map<SectionType, number>();
  return sections.map((s) => {
    const n = (seen.get(s.type) ?? 0) + 1;
    seen.set(s.type, n);
    const label = SECTION_LABELS[s.type];
    // Choruses repeat the same words, so they keep one name.
    return (total.get(s.type) ?? 0) > 1 && s.type !== 'chorus' ? `${label} ${n}` : label;
  });
}

/** What POST /openai/create-song-section writes: a chorus for a chorus, a verse for every other section. */
export function sectionRequestType(type: SectionType): 'verse' | 'chorus' {
  return type === 'chorus' ? 'chorus' : 'verse';
}

/** The lyrics the section writer continues from: every other section that has words, in order. */
export function lyricsContext(sections: readonly LyricsSection[], index: number): string {
  return formatLyrics(sections.filter((s, i) => i !== index && s.text.trim() !== ''));
}

/** The wire shape of POST /music's `segments`: each section's label and content. */
export function toSegments(sections: readonly LyricsSection[]): { label: string; content: string }[] {
  return sections.map((s) => ({ label: s.type, content: s.text }));
}

/** Lyrics as sung: the sections with words, under their headings. */
export function sungLyrics(sections: readonly LyricsSection[]): string {
  return formatLyrics(sections.filter((s) => s.text.trim() !== ''));
}

/** An idea's lyrics ("[Verse]\n…") as editor sections, at most as many as the editor allows. */
export function sectionsFromLyrics(lyrics: string): LyricsSection[] {
  let sections: LyricsSection[] = [];
  for (const s of parseLyrics(lyrics)) {
    const next = addSection(sections, s.type, s.text);
    if (next.length === sections.length) continue;
    // addSection may have copied an earlier chorus: the idea's own words win.
    next[next.length - 1] = { type: s.type, text: s.text };
    sections = next;
  }
  return sections;
}
