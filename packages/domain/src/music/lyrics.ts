/**
 * The lyrics editor's section rules: at most 6 sections, each of one of five types.
 */
export const LYRICS_MAX_SECTIONS = 6;
export const SECTION_TYPES = ['intro', 'verse', 'chorus', 'bridge', 'outro'] as const;
export type SectionType = (typeof SECTION_TYPES)[number];

export interface LyricsSection {
  type: SectionType;
  text: string;
}

/**
 * Whether a section of `type` may be added: at most 6 sections; an intro only once and only at the start
 * (so only while the song is empty); an outro only once, at the end (nothing may follow it).
 */
export function canAddSection(sections: readonly LyricsSection[], type: SectionType): boolean {
  if (sections.length >= LYRICS_MAX_SECTIONS) return false;
  if (sections.some((s) => s.type === 'outro')) return false;
  if (type === 'intro') return sections.length === 0;
  return true;
}

/** Adds a section; a chorus reuses the text of an existing chorus ("chorus reuses an existing chorus"). */
export function addSection(
  sections: readonly LyricsSection[],
  type: SectionType,
  text: string,
): LyricsSection[] {
  if (!canAddSection(sections, type)) return [...sections];
  const chorus = type === 'chorus' ? sections.find((s) => s.type === 'chorus') : undefined;
  return [...sections, { type, text: chorus ? chorus.text : text }];
}

/** Lyrics as stored on a track: each section under a bracketed heading, e.g. "[Verse]". */
export function formatLyrics(sections: readonly LyricsSection[]): string {
  return sections
    .map((s) => `[${s.type[0]!.toUpperCase()}${s.type.slice(1)}]\n${s.text.trim()}`)
    .join('\n\n');
}

/** Reads stored lyrics back into sections; text before any heading becomes a verse. */
export function parseLyrics(lyrics: string): LyricsSection[] {
  const sections: LyricsSection[] = [];
  let current: LyricsSection | null = null;
  for (const line of lyrics.split(/\r?\n/)) {
    const heading = /^\s*\[(intro|verse|chorus|bridge|outro)\]\s*$/i.exec(line);
    if (heading) {
      current = { type: heading[1]!.toLowerCase() as SectionType, text: '' };
      sections.push(current);
    } else if (line.trim() !== '' || current) {
      if (!current) {
        current = { type: 'verse', text: '' };
        sections.push(current);
      }
      current.text = current.text ? `${current.text}\n${line}` : line;
    }
  }
  return sections.map((s) => ({ ...s, text: s.text.trim() }));
}
