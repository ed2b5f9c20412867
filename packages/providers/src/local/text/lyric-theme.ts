// What a song is about, as phrases the lyric templates can hold: from the keywords, or (for a new section
// of lyrics without keywords) from the words the earlier lyrics use most.
import { eng } from 'stopword';
import { capitalizeNames, taggedTerms } from './compromise-terms';
import { NO_ARTICLE, DEFINITE_NOUNS, SYNONYMS } from './image-vocabulary';
import { themeKind, themeTraits, type ThemeKind, type ThemeTrait } from './lyric-kinds';
import { ADJECTIVE_ONLY_NOUNS, ENDINGS } from './lyric-vocabulary';
import type { Rng } from './rng';
import { parseBrief, nameCase, type BriefSubject } from './lyric-subject';
import { clauseNouns, isNounHead, singablePhrases } from './lyric-brief';
import { isLossBrief, type StillRole } from './lyric-loss';
import { needsArticle, subjectParts } from './subject';
import { words } from './text-utils';

export interface ThemePhrase {
  /** As a noun phrase inside a line: "the red fox", "summer rain", "Paris". */
  np: string;
  /** A shorter noun phrase for tight lines ("the robot" for "robot reading a book"); may equal np. */
  shortNp: string;
  /** As typed, to call it by name: "red fox" ("Red fox, take me home"). */
  bare: string;
  shortBare: string;
  /** Whether it takes "were" rather than "was". */
  plural: boolean;
  /** The short form's words, for titles ("Red Fox"). */
  title: string;
  /** What kind of thing it is, for the lines that may hold it ("I carried" only a thing). */
  kind: ThemeKind;
  /** What it can do or be ("shining" only a light, "I heard" only a sound). */
  traits: readonly ThemeTrait[];
  /** The whole brief, what is said of the head too ("my cat sleeps all day"): the song's facts and setting. */
  brief?: string;
  /**
   * Read out of another keyword's clause ("the kitchen" of "my mom sang in the kitchen"): that keyword is
   * the brief, so this one is not listed in it again.
   */
  derived?: boolean;
  /**
   * A subject that does no deeds, and how it may be sung: an event ("the day we broke up") remembered,
   * the dead remembered and held on to, a thing wished for ("no more rules") wanted (lyric-loss.ts).
   */
  still?: StillRole;
  /** How the one sung to is called on ("Grandma", "Max"), where a line speaks to them by name. */
  call?: string;
}

function isPlural(phrase: string): boolean {
  if (/\band\b/i.test(phrase)) return true;
  const last = (words(phrase).pop() ?? '').toLowerCase();
  return /[^suis']s$/.test(last) || /(ies|ves|men|children|people|mice|geese|feet|teeth)$/.test(last);
}

/** Family and home, sung as the singer's own: "my brother", "my hometown", "my grandmother’s kitchen". */
const OWN =
  /^(?:brother|sister|mother|father|mom|mum|dad|grandmother|grandfather|grandma|grandpa|granny|family|hometown|baby|sweetheart|darling|best friend)s?(?:['’]s\b|$)/i;

/** Light spoken of as a stuff, with no article: "starlight", not "the starlight". */
const MASS = /^(?:starlight|sunlight|sunshine|daylight|twilight|firelight|candlelight)$/i;

/** The phrase as typed (lower case) in a line: with "the", "my" or nothing, names capitalised. */
function asNounPhrase(phrase: string): string {
  if (OWN.test(phrase)) return `my ${phrase}`;
  // "grandmother’s kitchen": a possessive is its own determiner; "Sunday afternoon" is a name.
  const named = taggedTerms(phrase)[0]?.tags.some((t) => t === 'WeekDay' || t === 'Month') ?? false;
  if (/^\S+['’]s\s/.test(phrase) || MASS.test(phrase) || named) return properCase(phrase);
  // Lyrics prefer "the" to "a": "I found the red fox in the snow".
  return properCase(needsArticle(phrase) ? `the ${phrase}` : phrase);
}

/** Names of places, days, months and people with their capitals ("california sun" → "California sun"). */
const properCase = (phrase: string): string =>
  capitalizeNames(phrase, ['Place', 'WeekDay', 'Month', 'Person']);

type Doing = 'gerund' | 'participle';

/**
 * Whether a phrase is a doing ("leaving town", "running wild", "falling in love") or a state ("lost at sea",
 * "gone fishing") rather than a thing: led by a verb, then a preposition, a word that is no noun, or the
 * place the verb goes to. A verb form before a being or a thing describes it ("sleeping cat", "wedding
 * day") and stays a thing.
 */
function doingOf(phrase: string): Doing | null {
  const [first, second, ...rest] = taggedTerms(phrase);
  if (!first || !second || !first.tags.includes('Verb')) return null;
  const form: Doing | null = first.tags.includes('Gerund')
    ? 'gerund'
    : first.tags.includes('PastTense')
      ? 'participle'
      : null;
  if (!form) return null;
  const followedByNoun = second.tags.includes('Noun') && !second.tags.includes('Preposition');
  if (!followedByNoun) return form;
  return rest.length === 0 && themeKind(second.normal) === 'place' ? form : null;
}

/** A doing is sung as it is ("I remember leaving town"), a state as being in it ("being lost at sea"). */
function doingTheme(phrase: string, doing: Doing): ThemePhrase {
  const np = doing === 'gerund' ? phrase : `being ${phrase}`;
  return {
    np,
    shortNp: np,
    bare: phrase,
    shortBare: phrase,
    plural: false,
    title: phrase,
    kind: 'activity',
    traits: [],
  };
}

/**
 * Determiners kept in every line: those that make the head the singer's or another's own, and "no",
 * without which "no more rules" would be sung as "more rules".
 */
const POSSESSIVE = /^(?:my|our|your|his|her|their|no)$/;
const PREPOSITION = /^(?:at|in|on|by|under|over|of|from|through|across|before|after|near|beside)\b/i;

/** The brief's head as a noun phrase in a line: "my cat", "Tokyo", "the last summer", "the robot". */
function headPhrase(brief: BriefSubject): string {
  if (brief.determiner && POSSESSIVE.test(brief.determiner)) return `${brief.determiner} ${brief.head}`;
  if (brief.proper) return brief.head;
  // "a robot learning to love": lyrics sing of "the robot", as of "the red fox".
  if (brief.determiner) return `the ${brief.head}`;
  return asNounPhrase(brief.head);
}

function themeOf(phrase: string): ThemePhrase {
  const doing = doingOf(phrase);
  if (doing) return doingTheme(nameCase(phrase), doing);
  const parsed = parseBrief(phrase);
  // A brief of determiners alone ("the", "my") has no head: it is sung as typed.
  const brief: BriefSubject =
    parsed.head === '' ? { determiner: null, head: phrase, rest: '', clause: false, proper: false } : parsed;
  const own = brief.determiner && POSSESSIVE.test(brief.determiner) ? `${brief.determiner} ` : '';
  // A clause ("my cat sleeps all day") is sung through its head alone; a phrase after the head ("at 2am",
  // "who waits at the station") still makes one noun phrase with it.
  const rest = brief.clause || brief.rest === '' ? '' : ` ${nameCase(brief.rest)}`;
  // Called by name, only a place or a time may follow the head ("Tokyo at 2am, …", never "Robot learning
  // to love, …").
  const calledRest = PREPOSITION.test(brief.rest) ? rest : '';
  const shortNp = headPhrase(brief);
  const shortBare = `${own}${brief.head}`;
  const about = brief.clause ? brief.head : phrase;
  return {
    np: `${shortNp}${rest}`,
    shortNp,
    bare: `${shortBare}${calledRest}`,
    shortBare,
    plural: isPlural(brief.head),
    // "Dancing with the Last Summer", "Songs of My Cat".
    title: brief.determiner ? shortNp : shortBare,
    // "ride home": the ride; "home" after a noun says where it goes.
    kind: themeKind(about.replace(/(\S)\s+home$/i, '$1')),
    traits: themeTraits(about.replace(/(\S)\s+home$/i, '$1')),
    brief: phrase,
  };
}

/** "the day we broke up": an event sung as a time, by its whole phrase. */
function eventTheme(phrase: string): ThemePhrase {
  return {
    np: phrase,
    shortNp: phrase,
    bare: phrase,
    shortBare: phrase,
    plural: false,
    title: phrase,
    kind: 'time',
    traits: [],
    still: 'event',
  };
}

/** Whether a theme names a thing by a real noun: never "the we", "the lost", "my mom always". */
function singable(theme: ThemePhrase): boolean {
  if (theme.kind === 'activity' || theme.still === 'event') return true;
  return isNounHead(theme.shortNp);
}

/**
 * The themes one keyword gives: a noun phrase as typed; a clause as its event and its nouns ("we broke up
 * at the station" → "the day we broke up", "the station"); a head with a clause after it as the head and
 * the nouns of the clause ("my mom sang in the kitchen" → "my mom", "the kitchen").
 */
function themesOfKeyword(keyword: string): ThemePhrase[] {
  const read = singablePhrases(keyword);
  const themes: ThemePhrase[] = [];
  if (read === null) {
    themes.push(themeOf(keyword));
    const brief = parseBrief(keyword);
    if (brief.clause) themes.push(...clauseNouns(brief.rest).map(themeOf));
  } else {
    for (const phrase of read) {
      if (phrase.form === 'event') themes.push(eventTheme(phrase.text));
      else if (phrase.form === 'doing') themes.push(doingTheme(nameCase(phrase.text), 'gerund'));
      else themes.push(themeOf(phrase.text));
    }
  }
  // The first is the keyword's own, carrying the whole keyword as its brief; the rest are read from it. A
  // keyword read as an event keeps that on every theme it gives (none of them acts).
  // A doing read from a clause ("losing my job", "making it out") is remembered too: whether it was a
  // blow or a triumph is not known here, so it is neither dreamt of nor toasted.
  const event = read !== null && read[0] !== undefined && read[0].form !== 'noun';
  return themes.filter(singable).map((t, i) => ({
    ...t,
    brief: keyword,
    ...(i > 0 ? { derived: true } : {}),
    ...(event ? { still: 'event' as const } : /^no\s/i.test(t.np) ? { still: 'wish' as const } : {}),
  }));
}

/** In a song of a death every subject is still: the lost one is remembered and held on to, the rest remembered. */
function mourned(theme: ThemePhrase): ThemePhrase {
  if (theme.still) return theme;
  return { ...theme, still: theme.kind === 'person' ? 'lost' : 'event' };
}

/**
 * The themes of a song from its keywords, main one first: lone adjectives describe the first noun
 * ("happy, dragon" → "happy dragon"), or, with no noun at all, a plural that suits them ("happy days").
 * Each keyword gives its own themes first; the nouns read out of clauses come after all of them.
 */
export function themesFromKeywords(keywords: readonly string[], rng: Rng): ThemePhrase[] {
  const { nouns, adjectives } = subjectParts(keywords);
  const phrases = [...nouns];
  if (adjectives.length > 0) {
    const described = adjectives.slice(0, 2).join(' ');
    if (phrases.length > 0) phrases[0] = `${described} ${phrases[0]}`;
    else phrases.push(`${described} ${rng.pick(ADJECTIVE_ONLY_NOUNS)}`);
  }
  const read = phrases.map(themesOfKeyword);
  const own = read.flatMap((themes) => themes.filter((t) => !t.derived));
  const derived = read.flatMap((themes) => themes.filter((t) => t.derived));
  const all = [...own, ...derived].filter(
    (t, i, list) => list.findIndex((o) => o.np.toLowerCase() === t.np.toLowerCase()) === i,
  );
  // Nothing singable at all: the keywords as typed, as before (a song needs a subject for its hook).
  const typed = phrases.map(themeOf);
  const clean = typed.filter(singable);
  const themes = (all.length > 0 ? all : clean.length > 0 ? clean : typed).slice(0, 4);
  return isLossBrief(keywords.join(', ')) ? themes.map(mourned) : themes;
}

const STOPWORDS: ReadonlySet<string> = new Set(eng);
/** Sounds and words every song has, which say nothing about what it is about. */
const FILLERS: ReadonlySet<string> = new Set([
  'oh',
  'ooh',
  'yeah',
  'hey',
  'whoa',
  'la',
  'na',
  'baby',
  'gonna',
  'wanna',
  'gotta',
  'never',
  'ever',
  'always',
  'still',
  'tonight',
  'again',
  'forever',
  'feel',
  'know',
  'let',
  'come',
  'go',
  'take',
  'make',
  'like',
  'just',
  'way',
  'time',
]);

/** Nouns the vocabularies know, which make better themes than verbs or adjectives. */
function knownNouns(): Set<string> {
  const nouns = new Set([...Object.keys(SYNONYMS), ...NO_ARTICLE, ...DEFINITE_NOUNS]);
  for (const phrase of ENDINGS.place) nouns.add(words(phrase).pop() ?? '');
  return nouns;
}
let nounSet: Set<string> | null = null;

/** The one or two words earlier lyrics are most about ("rain", "summer"), most used first. */
export function themeWordsFromLyrics(lines: readonly string[]): string[] {
  nounSet ??= knownNouns();
  const counts = new Map<string, { n: number; first: number }>();
  let index = 0;
  for (const line of lines) {
    for (const raw of line.toLowerCase().match(/[\p{L}’']+/gu) ?? []) {
      const word = raw.replace(/[’']s$/, '').replace(/[’']/g, "'");
      index++;
      if (word.length < 3 || STOPWORDS.has(word) || FILLERS.has(word) || word.includes("'")) continue;
      const entry = counts.get(word) ?? { n: 0, first: index };
      entry.n++;
      counts.set(word, entry);
    }
  }
  const score = (word: string, n: number): number =>
    n + (nounSet?.has(word) ? 1.5 : 0) - (/(ing|ed|ly)$/.test(word) ? 1 : 0);
  return [...counts.entries()]
    .sort(([a, x], [b, y]) => score(b, y.n) - score(a, x.n) || x.first - y.first)
    .slice(0, 2)
    .map(([word]) => word);
}
