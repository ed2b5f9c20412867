// One point of view per song: the vocabulary's lines are written as I or as we, and a song sung as the
// other has them turned ("we were young" ↔ "I was young", "our hearts are" ↔ "my heart is"). "You" stays
// the one sung to. The line's ending is left alone, since it carries the rhyme: the checker turns away a
// line whose ending still speaks for the other voice ("the night belongs to me" in a song of we).
import type { PointOfView } from './lyric-checker';

type Swap = readonly [RegExp, string];

// Longest forms first, so "we were" turns as a whole before "we" alone. Apostrophes are the vocabulary's ’.
const TO_I: readonly Swap[] = [
  // Two people meet, and are one: said by one of them, the other is "you".
  [/\bwe met\b/g, 'I met you'],
  [/\bwe used to meet\b/g, 'I used to meet you'],
  [/\bwe sat together\b/g, 'I sat with you'],
  [/\bwe are one\b/g, 'you and I are one'],
  [/\bour hearts are\b/g, 'my heart is'],
  [/\bour hearts\b/g, 'my heart'],
  [/\bwe weren[’']t\b/g, 'I wasn’t'],
  [/\bwe were\b/g, 'I was'],
  [/\bwe are\b/g, 'I am'],
  [/\bwe’re\b/g, 'I’m'],
  [/\bwe’d\b/g, 'I’d'],
  [/\bwe’ll\b/g, 'I’ll'],
  [/\bwe’ve\b/g, 'I’ve'],
  [/\bourselves\b/g, 'myself'],
  [/\bours\b/g, 'mine'],
  [/\bour\b/g, 'my'],
  [/\bus\b/g, 'me'],
  [/\bwe\b/g, 'I'],
];
const TO_WE: readonly Swap[] = [
  [/\bmy heart is\b/g, 'our hearts are'],
  [/\bI wasn[’']t\b/g, 'we weren’t'],
  [/\bI was\b/g, 'we were'],
  [/\bI am\b/g, 'we are'],
  [/\bI’m\b/g, 'we’re'],
  [/\bI’d\b/g, 'we’d'],
  [/\bI’ll\b/g, 'we’ll'],
  [/\bI’ve\b/g, 'we’ve'],
  [/\bmyself\b/g, 'ourselves'],
  [/\bmy\b/g, 'our'],
  [/\bme\b/g, 'us'],
  [/\bI\b/g, 'we'],
];

/** "You and I" is the same in either voice; it is kept aside while the rest turns. */
const SHARED = /\byou and (?:I|me)\b/g;

const voiced = new Map<string, string>();

/** A template or lead-in (before the ending is put in) as sung from `pov` (remembered: few are asked). */
export function inVoice(text: string, pov: PointOfView): string {
  const key = `${pov}|${text}`;
  let out = voiced.get(key);
  if (out === undefined) {
    out = turn(text, pov);
    if (voiced.size > 5000) voiced.clear();
    voiced.set(key, out);
  }
  return out;
}

function turn(text: string, pov: PointOfView): string {
  const kept: string[] = [];
  let out = text.replace(SHARED, (m) => {
    kept.push(m);
    return `\uE000${kept.length - 1}\uE000`;
  });
  for (const [pattern, replacement] of pov === 'I' ? TO_I : TO_WE) out = out.replace(pattern, replacement);
  return out.replace(/\uE000(\d+)\uE000/g, (_, i: string) => kept[Number(i)] ?? '');
}
