// Nonsense a reader stops at, though no two facts clash: a feeling used as a thing ("a gorilla in the rain
// with a melancholy", "poppies beside a cheerful") and a title cut off at its verb ("Sloth Hanging", "Lonely
// Robot Waiting No. 3") or at an adjective that follows its noun ("Attic Full").
import { isKnownWord } from '../answers/wordnet';
import { isFeelingKeyword } from './image-feeling-keyword';
import { isGerund } from './image-gerund';

/** Words after a title's subject: its number, a study's name, a joining word. */
const AFTER_SUBJECT = /^(?:no\.?|study|in|at|and|of|the|on|under|by|,)$/i;
const POST_ADJECTIVES = /^(?:asleep|awake|alone|afloat|adrift|full|empty)$/i;

/** "a melancholy." or "with a cheerful in the wind": an article before a feeling with no noun after it. */
function feelingsAsThings(body: string): string[] {
  const out: string[] = [];
  for (const match of body.matchAll(
    /\b(?:a|an|the)\s+([\p{L}-]+)(?=\s*(?:[.,;:]|$|\s(?:and|with|in|on|at|beside|meets?)\b))/giu,
  )) {
    const word = (match[1] ?? '').toLowerCase();
    // "an eerie, uneasy stillness": a list of adjectives before their noun, not a feeling left alone.
    const after = body.slice((match.index ?? 0) + match[0].length);
    if (/^,\s+[\p{L}-]+\s+[\p{L}-]+\s*(?:[.;:]|$)/u.test(after)) continue;
    if (isFeelingKeyword(word) && !out.includes(word)) out.push(word);
  }
  return out;
}

/** A title word that ends the subject on a verb or a trailing adjective ("Sloth Hanging", "Attic Full"). */
function choppedTitle(title: string): string[] {
  const words = title.split(/\s+|(?=,)/).filter(Boolean);
  const out: string[] = [];
  words.forEach((word, i) => {
    if (i === 0) return;
    const lower = word.toLowerCase().replace(/[^\p{L}]/gu, '');
    const next = words[i + 1];
    const ends = next === undefined || AFTER_SUBJECT.test(next.replace(/^,$/, ','));
    if (!ends) return;
    const before = (words[i - 1] ?? '').toLowerCase();
    const verb = isGerund(lower) && !isKnownWord(`${before} ${lower}`);
    if (verb || POST_ADJECTIVES.test(lower)) out.push(lower);
  });
  return out;
}

/** Words that make an idea read as nonsense, by where they are. */
export function grammarProblems(title: string, body: string): string[] {
  return [...feelingsAsThings(body), ...choppedTitle(title)];
}
