// The musical side of an idea: genre, instruments, mood, voice and sound, from the user's tags where
// given and otherwise chosen to fit the keywords ("coffee, rain" suggests calm lo-fi or jazz).
import { SONG_TAG_OPTIONS, groupSongTags, tagGroupOf } from '@muse/domain';
import { moodOfTags, moodOption } from './lyric-feelings';
import { GENRE_WORDS, KEYWORD_HINTS, MOOD_WORDS } from './music-vocabulary';
import type { Tone } from './rhyme-pool';
import { Deck, type Rng } from './rng';

export interface MusicStyle {
  /** One or two genre options ("Country", "Rock"). */
  genres: string[];
  /** Two instrument options, for the description. */
  instruments: string[];
  mood: string;
  /** A vocal option, or null (none given, or instrumental). */
  vocal: string | null;
  timbres: string[];
  /** Tags of no group ("synthwave"), folded into the description. */
  flavours: string[];
}

const MAX_TAG_CHARS = 60;
const MAX_TAGS = 40;

/** The user's tags trimmed, without empties and repeats (case-insensitive), in their own spelling. */
export function cleanTags(raw: unknown): string[] {
  if (!Array.isArray(raw)) return [];
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const tag of raw) {
    if (typeof tag !== 'string') continue;
    const clean = tag.replace(/\s+/g, ' ').trim().slice(0, MAX_TAG_CHARS);
    if (!/[\p{L}\p{N}]/u.test(clean) || seen.has(clean.toLowerCase())) continue;
    seen.add(clean.toLowerCase());
    tags.push(clean);
  }
  return tags.slice(0, MAX_TAGS);
}

export interface KeywordHints {
  moods: string[];
  genres: string[];
}

/** The moods and genres the keywords suggest, in the order the keywords suggest them. */
export function hintsFromKeywords(keywords: readonly string[]): KeywordHints {
  const moods: string[] = [];
  const genres: string[] = [];
  for (const raw of keywords
    .join(' ')
    .toLowerCase()
    .split(/[^\p{L}]+/u)) {
    // "stars" and "dreams" count as "star" and "dream".
    const forms = [raw, raw.replace(/s$/, '')];
    for (const hint of KEYWORD_HINTS) {
      if (!forms.some((w) => hint.words.includes(w))) continue;
      if (hint.mood && !moods.includes(hint.mood)) moods.push(hint.mood);
      for (const g of hint.genres) if (!genres.includes(g)) genres.push(g);
    }
  }
  return { moods, genres };
}

/**
 * The Mood option the tags name, as an option ("Sad") or in other words ("Melancholic" is Sad, "Hopeful"
 * Happy, "Relaxed" Calm), or null.
 */
export function moodTag(tags: readonly string[]): string | null {
  const named = groupSongTags(tags).Mood?.[0];
  if (named) return named;
  const family = moodOfTags(tags);
  return family ? moodOption(family) : null;
}

/** The lyric endings that suit the first mood of the tags (else of the keywords). */
export function toneOf(tags: readonly string[], keywords: readonly string[]): Tone {
  const mood = moodTag(tags) ?? hintsFromKeywords(keywords).moods[0];
  return mood ? (MOOD_WORDS[mood]?.tone ?? 'any') : 'any';
}

/** Draws genres and moods across the ideas of one answer, so ideas without tags differ in style. */
export interface StyleDecks {
  genres: Deck<string>;
  moods: Deck<string>;
}

export function styleDecks(hints: KeywordHints, rng: Rng): StyleDecks {
  return {
    genres: new Deck(hints.genres.length > 0 ? hints.genres : SONG_TAG_OPTIONS.Genre, rng),
    moods: new Deck(hints.moods.length > 0 ? hints.moods : SONG_TAG_OPTIONS.Mood, rng),
  };
}

/** The style of one idea: the tags' choices, the rest drawn to fit. */
export function chooseStyle(tags: readonly string[], decks: StyleDecks, rng: Rng): MusicStyle {
  const given = groupSongTags(tags);
  const genres = given.Genre?.slice(0, 2) ?? [decks.genres.draw()];
  const genre = GENRE_WORDS[genres[0] as string];
  const instruments = [...(given.Instrument ?? [])].slice(0, 2);
  for (const option of rng.shuffle(genre?.instruments ?? SONG_TAG_OPTIONS.Instrument)) {
    if (instruments.length >= 2) break;
    if (!instruments.includes(option)) instruments.push(option);
  }
  const vocal = given.Vocal?.find((v) => v !== 'Instrumental') ?? null;
  return {
    genres,
    instruments,
    mood: moodTag(tags) ?? decks.moods.draw(),
    vocal,
    timbres: given.Timbre?.slice(0, 2) ?? [],
    flavours: tags.filter((t) => tagGroupOf(t) === null).slice(0, 2),
  };
}

/** The timbre that suits a mood, for music whose tags already name genre, instrument and mood. */
const MOOD_TIMBRES: Readonly<Record<string, string>> = {
  Happy: 'Bright',
  Sad: 'Soft',
  Energetic: 'Punchy',
  Calm: 'Soft',
  Romantic: 'Warm',
  Dark: 'Gritty',
  Epic: 'Punchy',
  Nostalgic: 'Warm',
  Dreamy: 'Airy',
};

/**
 * An idea's tags. Songs keep the user's tags (or, without any, get the chosen genre, instrument and mood);
 * music gets the user's tags and 1–3 fitting ones for the groups they miss.
 */
export function ideaTags(musicType: 'song' | 'music', tags: readonly string[], style: MusicStyle): string[] {
  const given = groupSongTags(tags);
  const chosen = [style.genres[0], style.instruments[0], style.mood].filter((t): t is string => !!t);
  if (musicType === 'song') return tags.length > 0 ? [...tags] : chosen;
  const added: string[] = [];
  if (!given.Genre) added.push(style.genres[0] as string);
  if (!given.Instrument) added.push(style.instruments[0] as string);
  if (!given.Mood) added.push(style.mood);
  if (added.length === 0) {
    const extra = !given.Timbre
      ? MOOD_TIMBRES[style.mood]
      : [...style.instruments, ...SONG_TAG_OPTIONS.Instrument].find((i) => !given.Instrument?.includes(i));
    if (extra) added.push(extra);
  }
  const have = new Set(tags.map((t) => t.toLowerCase()));
  return [...tags, ...added.filter((t) => !have.has(t.toLowerCase()))];
}
