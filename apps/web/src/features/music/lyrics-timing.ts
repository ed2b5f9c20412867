import type { LyricsSection, SectionType } from '@muse/domain';

/**
 * Which lyrics section is playing. The track carries no timing, so the sections are spread over the track's
 * length in proportion to their lines (an empty section counts as one line): a 4-line verse lasts twice as
 * long as a 2-line chorus. Good enough to follow along; the engine's arrangement follows the same order.
 */
export interface TimedSection {
  start: number;
  end: number;
}

function lineCount(text: string): number {
  return Math.max(1, text.split(/\r?\n/).filter((l) => l.trim() !== '').length);
}

export function lyricsTimeline(sections: readonly LyricsSection[], duration: number): TimedSection[] {
  if (sections.length === 0 || !Number.isFinite(duration) || duration <= 0) return [];
  const weights = sections.map((s) => lineCount(s.text));
  const total = weights.reduce((a, b) => a + b, 0);
  let start = 0;
  return weights.map((w, i) => {
    const end = i === weights.length - 1 ? duration : start + (duration * w) / total;
    const section = { start, end };
    start = end;
    return section;
  });
}

/** The index of the section playing at `time`, or -1 (before the start or without a timeline). */
export function activeSectionIndex(timeline: readonly TimedSection[], time: number): number {
  if (!Number.isFinite(time) || time < 0) return -1;
  for (let i = 0; i < timeline.length; i++) if (time < timeline[i]!.end) return i;
  return timeline.length > 0 ? timeline.length - 1 : -1;
}

const NAMES: Record<SectionType, string> = {
  intro: 'Intro',
  verse: 'Verse',
  chorus: 'Chorus',
  bridge: 'Bridge',
  outro: 'Outro',
};

/** Headings for the sections: "Intro", "Verse 1", "Chorus", "Verse 2"… (numbered when a type repeats). */
export function sectionTitles(sections: readonly LyricsSection[]): string[] {
  const totals = new Map<SectionType, number>();
  for (const s of sections) totals.set(s.type, (totals.get(s.type) ?? 0) + 1);
  const seen = new Map<SectionType, number>();
  return sections.map((s) => {
    const n = (seen.get(s.type) ?? 0) + 1;
    seen.set(s.type, n);
    // A repeated chorus is the same chorus: it keeps its plain name.
    return (totals.get(s.type) ?? 0) > 1 && s.type !== 'chorus' ? `${NAMES[s.type]} ${n}` : NAMES[s.type];
  });
}
