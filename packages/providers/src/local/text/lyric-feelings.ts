// How a line of lyrics feels, and which feelings a song's mood allows: "made me feel so good" is joy, "I
// never felt so low" sorrow, "out of control" fire, "in a daze" a dream. A Sad song holds no joy, a Calm
// one no fire, and one song does not feel glad in one line and sad in the next. Feeling words count only
// where they say how someone feels ("we were cold", "everything is good"); "the morning came up cold" is
// weather and "into the blue" a direction.
import { BRIGHT_WORDS, DARK_WORDS } from './lyric-vocabulary';
import { capitalize } from './text-utils';

/**
 * - joy: glad, good, happy, sweet; comfort: safe, warm, understood; free: free, alive, high;
 * - fire: wild, bold, burning, out of control; sorrow: sad, blue, low, crying;
 * - lonely: lost, alone, gone, cold; dream: a daze, a trance, slow motion; alert: awake.
 */
export type Feeling = 'joy' | 'comfort' | 'free' | 'fire' | 'sorrow' | 'lonely' | 'dream' | 'alert';

/**
 * The song moods (the Mood tag options, lower case); "leaning bright" and "leaning dark" for a song whose
 * mood nobody gave but whose lines lean one way (it keeps to the feelings every mood of that side allows);
 * and "unsaid" for one whose lines show none: it says no feeling a mood could contradict.
 */
export type MoodFamily =
  | 'happy'
  | 'sad'
  | 'energetic'
  | 'calm'
  | 'romantic'
  | 'dark'
  | 'epic'
  | 'nostalgic'
  | 'dreamy'
  | 'leaning bright'
  | 'leaning dark'
  | 'unsaid';

/** Feelings a song of each mood leaves out. */
const AGAINST: Readonly<Record<MoodFamily, readonly Feeling[]>> = {
  happy: ['sorrow', 'lonely'],
  sad: ['joy', 'free', 'fire', 'comfort'],
  energetic: ['sorrow', 'lonely', 'comfort', 'dream'],
  calm: ['fire', 'sorrow', 'lonely'],
  romantic: ['sorrow', 'lonely'],
  dark: ['joy', 'comfort'],
  epic: ['sorrow', 'lonely', 'dream', 'comfort'],
  // Bittersweet, young and wild once: any feeling, as long as the song does not say two opposite ones.
  nostalgic: [],
  dreamy: ['fire', 'sorrow', 'alert'],
  'leaning bright': ['sorrow', 'lonely', 'fire', 'dream'],
  'leaning dark': ['joy', 'comfort', 'free', 'fire'],
  unsaid: ['joy', 'comfort', 'free', 'fire', 'sorrow', 'lonely'],
};

/** Feelings that cannot both be a song's (read both ways). */
const OPPOSITE: readonly (readonly [Feeling, Feeling])[] = [
  ['joy', 'sorrow'],
  ['joy', 'lonely'],
  ['comfort', 'sorrow'],
  ['comfort', 'lonely'],
  ['comfort', 'fire'],
  ['fire', 'sorrow'],
  ['fire', 'dream'],
  ['alert', 'dream'],
  ['free', 'sorrow'],
];

/** Adjectives that say how someone feels, by feeling. */
const FEELING_WORDS: Readonly<Record<string, Feeling>> = {
  good: 'joy',
  glad: 'joy',
  happy: 'joy',
  fine: 'joy',
  alright: 'joy',
  right: 'joy',
  sweet: 'joy',
  golden: 'joy',
  bright: 'joy',
  safe: 'comfort',
  warm: 'comfort',
  whole: 'comfort',
  understood: 'comfort',
  free: 'free',
  alive: 'free',
  high: 'fire',
  wild: 'fire',
  bold: 'fire',
  brave: 'fire',
  sad: 'sorrow',
  blue: 'sorrow',
  low: 'sorrow',
  broken: 'sorrow',
  lonely: 'lonely',
  lost: 'lonely',
  alone: 'lonely',
  gone: 'lonely',
  cold: 'lonely',
  strange: 'lonely',
  awake: 'alert',
};
const WORDS = Object.keys(FEELING_WORDS).join('|');
/**
 * The frames in which those adjectives say how someone feels: after "feel", after "I/we/you" and a form
 * of "be" (also "young and I was …"), after "everything is", "our hearts are" and "my love was".
 */
const FRAMES: readonly RegExp[] = [
  new RegExp(`\\b(?:feel|feels|felt|feeling)(?: so)? (${WORDS})\\b`, 'g'),
  new RegExp(`\\b(?:i|we|you) (?:am|are|was|were)(?: so)? (${WORDS})\\b`, 'g'),
  new RegExp(`\\b(?:i|we|you)['’](?:m|re)(?: so)? (${WORDS})\\b`, 'g'),
  new RegExp(`\\beverything (?:is|was) (${WORDS})\\b`, 'g'),
  // "the air was sweet and warm": the air of a happy memory.
  new RegExp(`\\bair (?:is|was)(?: so)? (${WORDS})\\b`, 'g'),
  new RegExp(`\\byoung and (${WORDS})\\b`, 'g'),
  new RegExp(`, so (${WORDS})\\b`, 'g'),
  new RegExp(`\\blove (?:is|was) (${WORDS})\\b`, 'g'),
  new RegExp(`\\bhearts? (?:is|are|was|were) (${WORDS})\\b`, 'g'),
];
/** Phrases that carry a feeling wherever they stand. */
const PHRASES: readonly (readonly [RegExp, Feeling])[] = [
  [
    /\b(?:out of control|catch(?:ing)? fire|with desire|burning|burn|higher and higher|wild and free)\b/g,
    'fire',
  ],
  [/\b(?:in a daze|in a trance|in slow motion|like a dream)\b/g, 'dream'],
  [/\b(?:cry|crying|cried|tears|heartache)\b/g, 'sorrow'],
  // Missing someone is no happy or calm song's line ("I miss you" in a song of a birthday party).
  [/\b(?:(?:i|we) miss(?:ed)? you|without you|left a light on)\b/g, 'lonely'],
  [/\b(?:without a care|smile|smiling|laughing)\b/g, 'joy'],
  // Celebration: toasting, living for it, never a goodbye; no Sad or Dark song raises a glass.
  [/\b(?:living for|here['’]s to|never have to (?:say goodbye|fight|hide|cry)|singing for)\b/g, 'joy'],
];

export interface FeltWord {
  feeling: Feeling;
  words: string;
}

const cache = new Map<string, readonly FeltWord[]>();

/** The feelings a line says, with the words that say them. */
export function feelingsIn(line: string): readonly FeltWord[] {
  const cached = cache.get(line);
  if (cached) return cached;
  const lower = line.toLowerCase();
  const found: FeltWord[] = [];
  for (const frame of FRAMES)
    for (const m of lower.matchAll(frame)) {
      const feeling = FEELING_WORDS[m[1] ?? ''];
      if (feeling) found.push({ feeling, words: m[0] });
    }
  for (const [pattern, feeling] of PHRASES)
    for (const m of lower.matchAll(pattern)) found.push({ feeling, words: m[0] });
  if (cache.size > 20_000) cache.clear();
  cache.set(line, found);
  return found;
}

/** Whether a song of this mood may say this feeling. */
export function moodAllows(mood: MoodFamily, feeling: Feeling): boolean {
  return !AGAINST[mood].includes(feeling);
}

/** Moods of a low song (sad, dark, or lines leaning dark): sung by one, never a party or a goal. */
const LOW_MOODS: ReadonlySet<MoodFamily> = new Set(['sad', 'dark', 'leaning dark']);

/** Whether the mood is a low one. */
export function isLowMood(mood: MoodFamily | null | undefined): mood is MoodFamily {
  return mood !== null && mood !== undefined && LOW_MOODS.has(mood);
}

/** Whether one song may say both feelings. */
export function feelingsAgree(a: Feeling, b: Feeling): boolean {
  return !OPPOSITE.some(([x, y]) => (x === a && y === b) || (x === b && y === a));
}

/** Tag words, lower case, for each mood: the Mood options and the words people type for them. */
/** A mood a tag names. */
export type TaggedMood = Exclude<MoodFamily, 'unsaid' | 'leaning bright' | 'leaning dark'>;
const MOOD_WORDS: Readonly<Record<TaggedMood, readonly string[]>> = {
  happy: [
    'happy',
    'hopeful',
    'joyful',
    'cheerful',
    'uplifting',
    'upbeat',
    'sunny',
    'playful',
    'fun',
    'feel-good',
  ],
  sad: [
    'sad',
    'melancholic',
    'melancholy',
    'sorrowful',
    'heartbroken',
    'lonely',
    'somber',
    'sombre',
    'gloomy',
    'blue',
    'mournful',
    'tearful',
  ],
  energetic: [
    'energetic',
    'rebellious',
    'angry',
    'aggressive',
    'intense',
    'powerful',
    'driving',
    'hype',
    'party',
  ],
  calm: [
    'calm',
    'relaxed',
    'relaxing',
    'chill',
    'peaceful',
    'mellow',
    'serene',
    'soothing',
    'gentle',
    'quiet',
    'tranquil',
    // "Warm" (a timbre) counts only when no tag names a mood: a warm song is a gentle, fond one.
    'warm',
  ],
  romantic: ['romantic', 'loving', 'tender', 'sensual', 'passionate', 'sweet'],
  dark: ['dark', 'haunting', 'eerie', 'moody', 'brooding', 'sinister', 'ominous', 'menacing'],
  epic: ['epic', 'triumphant', 'heroic', 'cinematic', 'anthemic', 'majestic'],
  nostalgic: ['nostalgic', 'wistful', 'bittersweet', 'sentimental', 'reflective'],
  dreamy: ['dreamy', 'ethereal', 'hazy', 'floating', 'atmospheric'],
};
const BY_WORD = new Map<string, TaggedMood>();
for (const [mood, words] of Object.entries(MOOD_WORDS) as [TaggedMood, readonly string[]][])
  for (const word of words) if (!BY_WORD.has(word)) BY_WORD.set(word, mood);

/**
 * The song's mood from its tags: the first tag that names one, as an option ("Sad") or in other words
 * ("Melancholic", "Hopeful", "Relaxed"). A timbre such as "Warm" counts only when no tag names a mood.
 */
export function moodOfTags(tags: readonly string[]): TaggedMood | null {
  const found = tags.map((t) => BY_WORD.get(t.trim().toLowerCase()) ?? null);
  const strong = found.find((m, i) => m !== null && tags[i]?.trim().toLowerCase() !== 'warm');
  return strong ?? found.find((m) => m !== null) ?? null;
}

/** The Mood option ("Sad") of a family. */
export function moodOption(mood: TaggedMood): string {
  return capitalize(mood);
}

const DARK_FEELINGS: readonly Feeling[] = ['sorrow', 'lonely'];
const BRIGHT_FEELINGS: readonly Feeling[] = ['joy', 'comfort', 'free'];

/**
 * The mood earlier lyrics show, for a new section asked for without tags: which way their feelings and
 * the words their lines end on lean, else none.
 */
export function moodOfLines(lines: readonly string[]): MoodFamily | null {
  let lean = 0;
  for (const line of lines) {
    for (const f of feelingsIn(line))
      lean += DARK_FEELINGS.includes(f.feeling) ? -2 : BRIGHT_FEELINGS.includes(f.feeling) ? 2 : 0;
    const last = (line.toLowerCase().match(/[\p{L}’']+/gu) ?? []).at(-1) ?? '';
    lean += DARK_WORDS.has(last) ? -1 : BRIGHT_WORDS.has(last) ? 1 : 0;
  }
  return lean <= -2 ? 'leaning dark' : lean >= 2 ? 'leaning bright' : null;
}
