// The local engine behind POST /openai/create-song-section without a hosted model: one new verse or chorus
// (four lines, no heading) that keeps the song's theme, its meter and rhymes, and repeats no earlier line.
import { parseLyrics } from '@muse/domain';
import { mendSpelling } from './spelling';
import { parseKeywords } from './keywords';
import { themeWordsFromLyrics, themesFromKeywords } from './lyric-theme';
import { writeKitChorus, writeKitVerse } from './lyric-kit-writer';
import { createLyricContext, writeChorus, writeVerse } from './lyric-writer';
import { averageSyllables } from './meter';
import { moodOfLines, moodOfTags } from './lyric-feelings';
import { toneOf, cleanTags } from './music-style';
import { createRng, hashSeed } from './rng';

export interface SongSectionInput {
  type: 'verse' | 'chorus';
  /** The lyrics so far, in the editor's format ("[Verse]\n…"); may be empty. */
  lyrics: string;
  tags?: string[];
  /** What the song is about; when empty, the words the lyrics use most. */
  keywords: string;
  seed?: number;
}

/** Syllables per line for a song with no lines yet, and the range a line is held to. */
const DEFAULT_SYLLABLES = { verse: 8, chorus: 7 } as const;
const MIN_SYLLABLES = 3;
const MAX_SYLLABLES = 18;
/** With no keywords and no lyrics to take a theme from. */
const FALLBACK_THEMES = ['love', 'the night', 'home', 'the road', 'summer'];

/** The sung lines of lyrics: no headings, no blank lines. */
export function lyricLines(lyrics: string): string[] {
  return parseLyrics(lyrics)
    .flatMap((section) => section.text.split(/\r?\n/))
    .map((line) => line.trim())
    .filter((line) => line !== '' && !/^\[[^\]]*\]$/.test(line));
}

/**
 * Writes the content of one new section, four lines joined by new lines. The theme comes from the
 * keywords (else from the earlier lyrics), the syllables per line from the earlier lines' average, the
 * rhymes from the CMU dictionary. A chorus repeats its hook; a verse has four different lines.
 */
export function writeSongSection(input: SongSectionInput): string {
  const lines = lyricLines(typeof input.lyrics === 'string' ? input.lyrics : '');
  const tags = cleanTags(input.tags);
  const keywords = parseKeywords(input.keywords).map(mendSpelling);
  const seed = Number.isFinite(input.seed) ? Number(input.seed) : Math.floor(Math.random() * 2 ** 32);
  const rng = createRng(
    hashSeed(String(seed), input.type, lines.join('\n'), keywords.join(','), tags.join(',')),
  );

  const themeWords = keywords.length > 0 ? keywords : themeWordsFromLyrics(lines);
  const themes = themesFromKeywords(themeWords.length > 0 ? themeWords : [rng.pick(FALLBACK_THEMES)], rng);
  const average = averageSyllables(lines) ?? DEFAULT_SYLLABLES[input.type];
  const ctx = createLyricContext({
    rng,
    themes,
    target: Math.min(MAX_SYLLABLES, Math.max(MIN_SYLLABLES, Math.round(average))),
    tone: toneOf(tags, themeWords),
    earlierLines: lines,
    tags,
    // The tags' mood, else the one the earlier lines show; else none is guessed (a Sad song asked for
    // without its tags must not be told "everything is good"), and the lines say no strong feeling.
    mood: moodOfTags(tags) ?? moodOfLines(lines) ?? 'unsaid',
  });
  // The song's kit first; the template writer when the kit has nothing left that fits the earlier lines.
  // The kit reads the brief as typed, as the first lyrics' kit did: "for my wife on our anniversary" is
  // still sung to her, though no theme holds her.
  const kitCtx = keywords.length > 0 ? { ...ctx, subject: keywords.join(', ') } : ctx;
  const written =
    input.type === 'chorus'
      ? (writeKitChorus(kitCtx) ?? writeChorus(ctx))
      : (writeKitVerse(kitCtx, ctx.themes, { mayTellAround: lines.length > 0 }) ?? writeVerse(ctx));
  return written.join('\n');
}
