// The subject of an idea, built from the keywords: synonyms swapped in for variety, articles added where
// English wants them, lone adjectives attached to the first noun, several keywords joined in varied ways.
import {
  ADJECTIVES,
  DEFINITE_NOUNS,
  DETERMINERS,
  NO_ARTICLE,
  PHRASE_BREAKS,
  SYNONYMS,
} from './image-vocabulary';
import { baseForms, isKnownWord } from '../answers/wordnet';
import { looksForeign } from './foreign';
import { isGerund } from './image-gerund';
import { isCapitalOnly } from './spelling';
import { hypernyms } from './image-hypernyms';
import { isMassNoun, isMendedName } from './image-keyword-mend';
import { subjectKind } from './image-subject-place';
import type { Rng } from './rng';
import { withArticle, words } from './text-utils';

/** Most words a subject may take, so the description stays within 60 words. */
export const SUBJECT_WORD_BUDGET = 22;

export interface SubjectParts {
  /** Keywords that name things, in order. */
  nouns: string[];
  /** Lone adjective keywords, which describe the first noun. */
  adjectives: string[];
}

/**
 * "Cat" or "Firefighter" typed at the start of the input is a common noun; "Paris" stays a name (WordNet
 * files a name under no broader term) and so does "Italian" (an adjective).
 */
function uncapitalize(keyword: string): string {
  const [first = '', ...rest] = keyword.split(' ');
  if (!/^\p{Lu}\p{Ll}*$/u.test(first)) return keyword;
  const lower = first.toLowerCase();
  // "Oktoberfest" is a festival's name though WordNet files it under festivals: the dictionary knows.
  if (isCapitalOnly(first) || isMendedName(first)) return keyword;
  const known =
    lower in SYNONYMS || NO_ARTICLE.has(lower) || DEFINITE_NOUNS.has(lower) || ADJECTIVES.has(lower);
  const commonNoun = hypernyms(lower).length > 0 && baseForms(lower, 'adj').length === 0;
  return known || commonNoun ? [lower, ...rest].join(' ') : keyword;
}

/** "i want a small fishing village", "show me a picture of a fox": the request's words are not the subject. */
const REQUEST =
  /^(?:(?:i|we)\s+(?:want|need|would\s+like|'d\s+like)(?:\s+to\s+see)?|i'd\s+like|give\s+me|show\s+me|draw(?:\s+me)?|make(?:\s+me)?|create|paint|generate)\s+(?:(?:a|an|the)\s+(?:picture|image|photo|drawing|painting|illustration)\s+of\s+)?/i;

/** "something peaceful", "anything cute": the adjective is the keyword. */
const VAGUE_HEAD = /^(?:something|anything)\s+(?=\p{L})/iu;

/** Chat asides typed among the words ("a koala in a tree lol", "pls"): not part of any picture. */
const CHAT_ASIDE = /(?:^|\s+)(?:lol+|lmao|rofl|haha+|hehe+|pls|plz|thx|omg|xd)\b[!?.]*/gi;

/**
 * A keyword without the request or chat around it ("i want a fox" → "a fox", "something peaceful" →
 * "peaceful", "a koala in a tree lol" → "a koala in a tree").
 */
export function withoutRequest(keyword: string): string {
  const rest = keyword.replace(CHAT_ASIDE, '').replace(REQUEST, '').replace(VAGUE_HEAD, '').trim();
  return rest === '' ? keyword : rest;
}

/** Keywords that say the user has no idea yet ("i dont know", "idk", "anything"): no subject of their own. */
export const NON_ANSWER =
  /^(?:i\s+)?(?:don['’]?t|dont|do not)\s+know$|^(?:idk|dunno|whatever|anything|something|not sure|no idea|surprise me)$/i;

/** Splits keywords into nouns and lone adjectives and keeps them within the word budget. */
export function subjectParts(rawKeywords: readonly string[]): SubjectParts {
  const nouns: string[] = [];
  const adjectives: string[] = [];
  let budget = SUBJECT_WORD_BUDGET;
  const kept = rawKeywords.filter((k) => !NON_ANSWER.test(k.trim()));
  for (const keyword of kept.map((k) => uncapitalize(withoutRequest(k)))) {
    const kwWords = words(keyword);
    if (kwWords.length > budget) {
      // Only the first keyword is ever cut; later ones that do not fit are left out.
      if (nouns.length === 0 && adjectives.length === 0) nouns.push(kwWords.slice(0, budget).join(' '));
      break;
    }
    budget -= kwWords.length;
    if (kwWords.length === 1 && ADJECTIVES.has(keyword.toLowerCase())) adjectives.push(keyword);
    else nouns.push(keyword);
  }
  return { nouns, adjectives };
}

/** The words up to the first preposition or verb: "fox in the snow" → ["fox"]. */
export function headWords(phrase: string): string[] {
  const all = words(phrase);
  const start = all.findIndex((w) => !DETERMINERS.has(w.toLowerCase()));
  const head: string[] = [];
  const rest = all.slice(start === -1 ? 0 : start);
  for (const [i, w] of rest.entries()) {
    if (head.length > 0 && PHRASE_BREAKS.has(w.toLowerCase())) break;
    // A word in -ing before a noun is a verb with its object ("grandmother baking bread").
    const next = rest[i + 1]?.toLowerCase();
    // "crossing" is a noun too, but not before its object ("caravan crossing dunes", "crossing the river").
    const verbBeforeObject =
      /[a-z]{3}ing$/.test(w) && next !== undefined && (DETERMINERS.has(next) || isPlural(next));
    if (
      head.length > 0 &&
      (isGerund(w) || verbBeforeObject) &&
      next !== undefined &&
      !PHRASE_BREAKS.has(next)
    )
      break;
    head.push(w);
  }
  return head.length > 0 ? head : all;
}

/** Mass or abstract nouns read without an article alone, but counted after a modifier ("an elephant family"). */
const COUNTED_IN_COMPOUNDS: ReadonlySet<string> = new Set(['family', 'night']);

/** Kinds that do things: a word ending in -ing after one is its verb ("horse running", "man fishing"). */
const ACTORS = new Set(['person', 'animal', 'pet', 'large-animal', 'sea-creature']);

/**
 * The head of a phrase for a title: its words up to a preposition, a verb or a determiner. A word in -ing
 * is a verb when an object or a preposition follows it ("robot reading a book") or when a person or an
 * animal comes before it ("horse running"); otherwise it is part of a name ("cozy reading nook", "ice
 * skating").
 */
export function titleHead(phrase: string): string[] {
  const all = words(phrase)
    .map((w) => w.replace(/[^\p{L}\p{N}'-]/gu, ''))
    .filter(Boolean);
  const start = all.findIndex((w) => !DETERMINERS.has(w.toLowerCase()));
  const rest = all.slice(start === -1 ? 0 : start);
  const head: string[] = [];
  for (let i = 0; i < rest.length; i++) {
    const word = rest[i] as string;
    const lower = word.toLowerCase();
    if (head.length > 0) {
      // "crossing a bridge": even a word that can be a noun is a verb before its object.
      const beforeObject = /[a-z]{3}ing$/.test(lower) && DETERMINERS.has(rest[i + 1]?.toLowerCase() ?? '');
      if (isGerund(lower) || beforeObject) {
        const next = rest[i + 1]?.toLowerCase();
        const before = (head[head.length - 1] ?? '').toLowerCase();
        // A determiner after it ("reading a book") makes it a verb, and so does a doer before it
        // ("grandmother baking bread", "cat sleeping on"); else it names a thing ("cozy reading nook",
        // "ice skating").
        // A preposition after it makes it a verb too ("sloth hanging from a branch"), unless WordNet knows
        // the two words as one name ("ice skating on a lake").
        const named = isKnownWord(`${before} ${lower}`);
        const hasObject =
          next !== undefined && (DETERMINERS.has(next) || (PHRASE_BREAKS.has(next) && !named));
        if (hasObject || ACTORS.has(subjectKind(before))) break;
      } else if (
        PHRASE_BREAKS.has(lower) ||
        DETERMINERS.has(lower) ||
        isPostAdjective(lower) ||
        /^(?:vs|versus)$/.test(lower)
      )
        break;
    }
    head.push(word);
  }
  return head.length > 0 ? head : all;
}

/** An adjective that follows its noun ("old dog asleep", "attic full of toys"): a title stops before it. */
function isPostAdjective(word: string): boolean {
  return (
    /^(?:asleep|awake|alone|afloat|aglow|adrift|ablaze|alive|full|empty|ready|lost)$/.test(word) ||
    // "afloat", "aglow": "a" before a word; "apocalyptic" or "ancient" is no such adjective.
    (baseForms(word, 'adj').length > 0 &&
      baseForms(word, 'noun').length === 0 &&
      /^a[a-z]{3,}$/.test(word) &&
      isKnownWord(word.slice(1)))
  );
}

function isPlural(word: string): boolean {
  if (/[^suis']s$/i.test(word) || /(ies|ves|men|children|people|mice|geese|feet|teeth)$/i.test(word))
    return true;
  // "taxis", "skis": WordNet knows their singular.
  const lower = word.toLowerCase();
  return /[^s]is$/.test(lower) && baseForms(lower, 'noun').some((b) => `${b}s` === lower);
}

/** A feeling or a state ("anxiety", "calm", "nostalgia") is said without an article, as a thing is not. */
const FEELING_TERMS = new Set([
  'feeling',
  'emotion',
  'psychological state',
  'mental state',
  'state',
  'attribute',
]);
const isFeeling = (word: string): boolean => hypernyms(word, 3).some((t) => FEELING_TERMS.has(t));

/** Whether "a"/"an" belongs before the phrase ("a cat" but "cats", "the moon", "Paris", "fire"). */
export function needsArticle(phrase: string): boolean {
  const all = words(phrase);
  const first = all[0];
  if (first === undefined) return false;
  // Another language's words take no English article; "everyone", "someone" take none either.
  if (looksForeign(phrase) || /^(?:everyone|everybody|someone|somebody|nobody|no one|anyone)$/i.test(first))
    return false;
  if (DETERMINERS.has(first.toLowerCase()) || /^[\p{N}]/u.test(first)) return false;
  // "inside a submarine", "under the bridge": a place said with its preposition takes no article.
  if (
    /^(?:inside|outside|under|underneath|beneath|above|below|behind|beyond|through|across|among|between|over|within|in|on|at)$/i.test(
      first,
    )
  )
    return false;
  // A name takes no article; a capitalised adjective before a noun ("Chinese new year parade") is no name.
  // "Christmas market", "Mars colony", "Paris street": a name before a common noun is its modifier.
  const second = all[1] ?? '';
  const demonym =
    /^\p{Ll}/u.test(second) &&
    !DETERMINERS.has(second) &&
    !PHRASE_BREAKS.has(second) &&
    !/^(?:and|or|with|alone|asleep)$/.test(second) &&
    baseForms(second, 'noun').length > 0;
  if (/^\p{Lu}/u.test(first) && !demonym) return false;
  // Scripts without letter case (Chinese, Japanese…) read fine without an English article.
  if (!/[a-z]/i.test(first)) return false;
  // "spaghetti and meatballs", "fish and chips": a dish or a pair of plurals takes no article.
  if (/^[\p{L}'-]+ and [\p{L}'-]+$/u.test(phrase.trim()) && isPlural(all.at(-1) ?? '')) return false;
  // "kids building a sandcastle", "spruce trees heavy with snow", "hands covered in clay": a plural noun
  // before what is said of it.
  const breakAt = all.findIndex((w) => PHRASE_BREAKS.has(w.toLowerCase()));
  const lead = all.slice(0, Math.min(3, breakAt === -1 ? all.length : breakAt));
  // "messy teenagers bedroom" is one bedroom: a noun after the plural is the head.
  const nounAfter = (i: number): boolean => {
    const next = (lead[i + 1] ?? '').toLowerCase();
    return (
      next !== '' &&
      !/(?:ing|ed)$/.test(next) &&
      baseForms(next, 'noun').length > 0 &&
      baseForms(next, 'adj').length === 0
    );
  };
  const pluralAt = lead.findIndex((w, i) => isPlural(w) && !/ing$|ed$/.test(w) && !nounAfter(i));
  if (
    pluralAt >= 0 &&
    lead.slice(0, pluralAt).every((w) => !DETERMINERS.has(w.toLowerCase()) && !isGerund(w))
  )
    return false;
  const whole = headWords(phrase);
  // "a sloth hanging from a branch", "a horse running": the doer, not its verb, takes the article; "ice
  // skating" alone is an activity.
  const verbAt = whole.length - 1;
  const doer = whole[verbAt - 1] ?? '';
  const verb = whole[verbAt] ?? '';
  const acting =
    whole.length > 1 &&
    isGerund(verb) &&
    !isKnownWord(`${doer} ${verb}`.toLowerCase()) &&
    (all.length > whole.length || ACTORS.has(subjectKind(doer)));
  const head = acting ? whole.slice(0, -1) : whole;
  const last = (head[head.length - 1] ?? first).toLowerCase();
  // "an elephant family" counts one family; "ice skating" is an activity, never "an ice skating".
  const counted = head.length > 1 && COUNTED_IN_COMPOUNDS.has(last);
  if ((NO_ARTICLE.has(last) && !counted) || isPlural(last)) return false;
  if (head.length > 1 && isGerund(last)) return false;
  if (all.length === 1 && (/ing$/.test(last) || ADJECTIVES.has(last) || isFeeling(last))) return false;
  // "sweat", "parchment", "wheat": a substance typed alone is said without "a".
  if (all.length === 1 && isMassNoun(last)) return false;
  return true;
}

/** "cat" → "a cat", "moon" → "the moon", "cats" → "cats". */
export function withDeterminer(phrase: string): string {
  if (!needsArticle(phrase)) return phrase;
  const head = headWords(phrase);
  return head.length === 1 && DEFINITE_NOUNS.has((head[0] ?? '').toLowerCase())
    ? `the ${phrase}`
    : withArticle(phrase);
}

/**
 * Swaps a keyword for a synonym (the meaning kept), matching a leading capital: only a keyword that is one
 * word, or whose head is one word ("fox in the snow"), and only that word. A word inside a compound or an
 * idiom is not free to change ("mountain lake" is no "peak lake", "tea house" no "tea home", "at sea" no
 * "at ocean").
 */
export function swapSynonyms(phrase: string, rng: Rng, probability = 0.35): string {
  if (looksForeign(phrase)) return phrase;
  const head = headWords(phrase);
  const word = head.length === 1 ? head[0] : undefined;
  const options = word === undefined ? undefined : SYNONYMS[word.toLowerCase()];
  if (word === undefined || !options || !rng.chance(probability)) return phrase;
  const choice = rng.pick(options);
  const swapped = /^\p{Lu}/u.test(word) ? choice.charAt(0).toUpperCase() + choice.slice(1) : choice;
  const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return phrase.replace(new RegExp(`(?<!\\p{L})${escaped}(?!\\p{L})`, 'u'), swapped);
}

function listJoin(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/**
 * The subject noun phrase of one idea; `fallback` is used when there are no noun keywords. Keywords in
 * another language than English get neither English articles nor English synonyms.
 */
export function buildSubject(parts: SubjectParts, rng: Rng, fallback: string, english = true): string {
  const swap = (phrase: string): string => (english ? swapSynonyms(phrase, rng) : phrase);
  // A lone colour or adjective describes the stock subject: "a blue reading nook", never "a blue a nook".
  const stock = parts.adjectives.length > 0 ? fallback.replace(/^(?:a|an|the)\s+/i, '') : fallback;
  const nouns = parts.nouns.length > 0 ? parts.nouns.map(swap) : [stock];
  const [first, ...rest] = nouns as [string, ...string[]];
  const adjectives = parts.adjectives.map(swap);
  const described = adjectives.length > 0 ? `${listJoin(adjectives).replace(' and ', ', ')} ${first}` : first;
  const phrases = [described, ...rest].map((p, i) =>
    english || (i === 0 && parts.nouns.length === 0) ? withDeterminer(p) : p,
  );
  const [lead, ...others] = phrases as [string, ...string[]];
  if (others.length === 0) return lead;
  // Keywords are joined with "and": "beside" and "with" say where one is, and get it wrong ("an astronomer on
  // a hilltop beside stars", "a kid's birthday party with five candles" lit elsewhere). A keyword that tells
  // what goes on around the subject ("commuters rushing", "steam rising from the stalls") is no second thing:
  // it follows "with" ("a train station with commuters rushing").
  const around = others.filter(isGoingOn);
  const listed = listJoin([lead, ...others.filter((o) => !isGoingOn(o))]);
  // "a girl studying at a desk" keeps its article; "commuters rushing" has none.
  return around.length > 0 ? `${listed} with ${listJoin(around.map(withoutThingArticle))}` : listed;
}

/** "commuters rushing", "steam rising from the stalls": a noun and what it is doing, no article needed. */
function isGoingOn(phrase: string): boolean {
  const all = words(withoutArticle(phrase));
  const at = all.findIndex((w, i) => i > 0 && isGerund(w.toLowerCase()));
  return at > 0 && at <= 2;
}

const withoutArticle = (phrase: string): string => phrase.replace(/^(?:a|an)\s+/i, '');

/** "ivy climbing the escalators" is said bare; "a girl studying at a desk" keeps her article. */
const withoutThingArticle = (phrase: string): string =>
  ACTORS.has(subjectKind(withoutArticle(phrase))) ? phrase : withoutArticle(phrase);

/** Whether a subject phrase names more than one thing ("cherry blossoms", "a fox and a hare"): "they meet". */
export function isPluralSubject(subject: string): boolean {
  const head = headWords(subject);
  const last = head[head.length - 1] ?? '';
  return isPlural(last) || / and /.test(subject.split(/\s(?:with|beside|in|on|at|under|over|by)\s/)[0] ?? '');
}

/**
 * A short name for titles: the head of the first noun keyword, up to three words ("Hot Air Balloons"), else
 * its last two, never ending on a verb ("grandmother baking bread" → "Grandmother"); "A and B" for two
 * one-word keywords.
 */
export function titleSubject(parts: SubjectParts, rng: Rng, fallback: string): string {
  const short = (phrase: string): string[] => {
    const head = titleHead(phrase);
    // "school of sardines", "cup of hot chocolate": the head alone ("School") names nothing.
    const ofName = new RegExp(
      `^(?:(?:a|an|the)\\s+)?(${head.join(' ')} of (?:the )?(?:[\\p{L}'-]+ ?){1,3})$`,
      'iu',
    ).exec(phrase.trim());
    const named = ofName?.[1]?.split(' ');
    if (named && named.length <= 5) return named;
    return head.length <= 4 ? head : head.slice(-2);
  };
  const [first, second] = parts.nouns;
  if (first === undefined) return short(fallback).join(' ');
  // "fox and rabbit" is both.
  const pair = /^(\p{L}+) and (\p{L}+)$/u.exec(first);
  if (pair) return `${pair[1]} and ${pair[2]}`;
  const a = short(first);
  if (second !== undefined && parts.nouns.length === 2 && a.length === 1 && rng.chance(0.5)) {
    const b = short(second);
    if (b.length === 1) return `${a[0]} and ${b[0]}`;
  }
  return a.join(' ');
}
