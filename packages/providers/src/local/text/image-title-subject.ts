// The subject a title names, tidied where the shared title head leaves a fragment of the keyword: a verb
// or a participle after the noun ("Shipwreck Covered", "Paper Boats Floating Down", "Saturn Rings Seen"),
// a word of a clause ("Dog Is"), a head cut from its "of" ("Day" for "day of the dead altar"), or the tail
// of a keyword in another language ("Al Atardecer" for "jardín de flores al atardecer").
import { baseForms, isKnownWord } from '../answers/wordnet';
import { looksForeign } from './foreign';
import { isGerund } from './image-gerund';
import { PHRASE_BREAKS } from './image-vocabulary';
import type { Rng } from './rng';
import { titleHead, titleSubject, type SubjectParts } from './subject';
import { words } from './text-utils';

/** Participles that follow a noun as a clause ("rings seen from a moon", "a ship covered in coral"). */
const IRREGULAR_PARTICIPLES =
  /^(?:seen|taken|hidden|made|built|left|caught|held|found|known|grown|drawn|worn|broken|fallen|forgotten|woven|written|shown|sunk|spun|lit|set|kept|stuck|hung)$/i;
/** Words that start a clause inside a keyword: the title stops before them. */
const CLAUSE_WORDS =
  /^(?:is|are|was|were|be|been|called|named|so|but|because|maybe|he|she|it|its|hes|shes|they|who|which|that|where|when|if|then|also|too|very|really|down|up|away|off|out)$/i;
/** Prepositions of other languages that end a name's head ("jardín de flores | al atardecer"). */
const FOREIGN_BREAKS =
  /^(?:al|a|en|sur|sous|dans|au|aux|à|am|im|an|auf|unter|bei|mit|con|sobre|bajo|entre|nel|nella|sul|sulla|tra|fra|no|na|em|per|para|por|avec|pour|und|y|et|e)$/i;

/** A word after the first that ends the noun: a participle, a verb in -ing, a clause word. */
function endsNoun(word: string, before: string): boolean {
  const lower = word.toLowerCase();
  if (CLAUSE_WORDS.test(lower)) return true;
  if (isKnownWord(`${before.toLowerCase()} ${lower}`)) return false;
  // "seen", "taken", "hidden" are participles whatever comes before them ("sunset seen from…").
  if (IRREGULAR_PARTICIPLES.test(lower)) return true;
  // A participle or a verb in -ing follows a noun ("boats floating", "shipwreck covered"); after an
  // adjective it names a thing ("cozy reading nook").
  const afterNoun =
    baseForms(before.toLowerCase(), 'noun').length > 0 && baseForms(before.toLowerCase(), 'adj').length === 0;
  if (!afterNoun) return false;
  // "covered", "painted": a past participle (not "red" or "bed").
  if (/[^aeiou]ed$/.test(lower) && lower.length > 5) return true;
  return isGerund(lower);
}

/** The title's subject words, cut before a word that ends the noun (at least one word is kept). */
function trimmed(short: string): string {
  const all = short.split(' ');
  const cut = all.findIndex((w, i) => i > 0 && endsNoun(w, all[i - 1] ?? ''));
  const kept = cut > 0 ? all.slice(0, cut) : all;
  // "elderly couple slow" of "slow dancing": a word that only describes is no noun to end on.
  const last = (kept.at(-1) ?? '').toLowerCase();
  const describes = baseForms(last, 'adj').length > 0 && baseForms(last, 'noun').length === 0;
  return kept.length > 1 && describes ? kept.slice(0, -1).join(' ') : kept.join(' ');
}

/** The most words a title's subject keeps: "Old Yellow Tram", not "Old Yellow Tram Going Up". */
const TITLE_WORDS = 4;

/** "day of the dead altar with marigolds" → "day of the dead altar": an "of" phrase up to its next break. */
function ofPhrase(keyword: string, head: string): string | null {
  const all = words(keyword).filter((w) => !/^(?:a|an|the)$/i.test(w) || words(keyword).indexOf(w) > 0);
  const at = all.findIndex((w) => w.toLowerCase() === head.toLowerCase());
  if (at === -1 || all[at + 1]?.toLowerCase() !== 'of') return null;
  const rest = all.slice(at + 2);
  const end = rest.findIndex((w, i) => i > 0 && PHRASE_BREAKS.has(w.toLowerCase()));
  const tail = end === -1 ? rest : rest.slice(0, end);
  const phrase = [head, 'of', ...tail];
  return phrase.length <= 5 && tail.length > 0 ? phrase.join(' ') : null;
}

/** A keyword in another language: its words before the first of that language's prepositions. */
function foreignHead(keyword: string): string {
  const all = words(keyword);
  const cut = all.findIndex((w, i) => i > 0 && FOREIGN_BREAKS.test(w));
  const head = cut > 0 ? all.slice(0, cut) : all;
  return head.slice(0, 3).join(' ');
}

/** Words a title's subject never ends on: "Moment Right" of "the moment right before a storm". */
const NO_END = /^(?:right|just|still|even|only|very|soon|shortly|long|moments?)$/i;
/** A moment named by what it comes before or after: "the moment right before a storm". */
const MOMENT_OF =
  /^(?:the |a )?(moment|minute|second|hour|day|night|calm|silence|quiet)\b(?:\s+(?:right|just|shortly|long))?\s+(before|after)\s+(?:a|an|the)\s+([\p{L}-]+)$/iu;

/** The subject an idea's title names. */
export function titleSubjectOf(parts: SubjectParts, rng: Rng, fallback: string): string {
  const interior = /^the interior of (?:a|an|the) (.+)$/i.exec(parts.nouns[0] ?? '');
  if (interior && parts.nouns.length === 1 && (interior[1] ?? '').split(' ').length <= 3)
    return `${interior[1] ?? ''} interior`;
  // "a lone figure consumed by jealousy" is a picture of jealousy: the title names the feeling.
  const feeling = /^an? (?:lone )?figure (?:consumed by|glowing with) ([\p{L}-]+)$/iu.exec(
    parts.nouns[0] ?? '',
  );
  if (feeling && parts.nouns.length === 1) return feeling[1] ?? '';
  const moment = MOMENT_OF.exec(parts.nouns[0] ?? '');
  if (moment && parts.nouns.length === 1)
    return `${moment[1] ?? ''} ${moment[2] ?? ''} the ${moment[3] ?? ''}`;
  const named = titleSubjectWords(parts, rng, fallback).split(' ');
  while (named.length > 1 && NO_END.test(named.at(-1) ?? '')) named.pop();
  return named.join(' ');
}

function titleSubjectWords(parts: SubjectParts, rng: Rng, fallback: string): string {
  const short = titleSubject(parts, rng, fallback);
  const first = parts.nouns[0];
  if (first === undefined) return short;
  if (looksForeign(first)) return foreignHead(first);
  const single = short.split(' ');
  if (single.length === 1) return ofPhrase(first, short) ?? short;
  // A head cut to its last words ("going up" of "old yellow tram going up"): the keyword's own head,
  // trimmed before its verb, names it better.
  const whole = trimmed(titleHead(first).join(' '));
  return whole.split(' ').length <= TITLE_WORDS && parts.nouns.length === 1 ? whole : trimmed(short);
}
