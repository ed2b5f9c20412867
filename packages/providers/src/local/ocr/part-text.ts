import type { Box } from './components';

/**
 * The text of a small part read on its own and enlarged (an exponent, a fraction's numerator or denominator):
 * how its misreadings are repaired and which of its readings at several sizes is kept.
 */

/**
 * A part read alone (an exponent, a numerator): letters whose capital has the same shape (c, o, s, v, w, x, z)
 * are taken small, as nothing beside them shows their size and the letters of mathematics are small.
 */
export const smallLetters = (text: string) =>
  text
    .replace(LEANING_X, 'x')
    .replace(/^T$/, 'x')
    .replace(/[COSVWXZ]/g, (c) => c.toLowerCase());

/**
 * The italic x of a part read alone and enlarged comes back as two letters ("zT", "zr", "xT", "rz") or as a
 * lone "T": in a part that small, such a pair standing alone is the x.
 */
const LEANING_X = /(?<![A-Za-z])(?:[zZ][TrIlxX]|[xX][TzrIx]|r[zxT]|T[rx])(?![A-Za-z])/g;

/**
 * The reading of a small part that keeps the most: the longest one that holds every other as a subsequence
 * ("2x" over "2", "x+1" over "+1": a dropped character is the usual misreading at one size), else the one most
 * readings agree on.
 */
export function fullest(readings: string[]): string | undefined {
  const sorted = [...readings].sort((a, b) => b.length - a.length);
  const covering = sorted.find((r) => readings.every((other) => subsequence(other, r)));
  if (covering) return covering;
  const votes = new Map<string, number>();
  for (const r of readings) votes.set(r, (votes.get(r) ?? 0) + 1);
  return [...votes].sort((a, b) => b[1] - a[1] || b[0].length - a[0].length)[0]?.[0];
}

function subsequence(short: string, long: string): boolean {
  let at = 0;
  for (const c of long) if (c === short[at]) at++;
  return at === short.length;
}

/**
 * What an exponent read on its own says, or undefined when it is none: digits, small letters and + or −
 * between them ("2", "x", "x+1", "-x", "2x"). A round ring (o, 0, °) is a degree sign, not a power of zero
 * (a raised 0 is taller than wide); a lone 1 is an apostrophe.
 */
export function exponentText(read: string, box: Box, glyphs = Infinity): string | undefined {
  const text = smallLetters(read)
    .replace(/[−–—]/g, '-')
    .replace(/z/g, 'x')
    .replace(/^[lI|]$/, '1')
    .replace(/\s+/g, '');
  if (!/^-?[0-9a-z]{1,3}([-+][0-9a-z]{1,3})?$/.test(text)) return undefined;
  // More characters than were drawn: a mark read as letters ("kl" for a straight quote).
  if (text.length > glyphs) return undefined;
  // A lone raised "1" is an apostrophe or a quote mark far more often than a power of one.
  if (text === '1') return undefined;
  const aspect = (box.x1 - box.x0 + 1) / (box.y1 - box.y0 + 1);
  if (/^[oO0°]$/.test(text) && aspect >= 0.75 && aspect <= 1.33) return undefined;
  return text;
}

/** A part of more than a number or a letter (or its power) is bracketed: (2x+1)/5 and (3x)/4, not 2x+1/5. */
export const groupPart = (part: string) =>
  /^(?:\d+(?:\.\d+)?|[a-z])(?:\^\w+)?$/.test(part) || /^\(.*\)$/.test(part) ? part : `(${part})`;

/** Readings of a numerator or denominator that could be one: no mark it cannot hold or end in ("5}", "x+"). */
export const wellFormedParts = (readings: string[]) =>
  readings.filter(
    (r) =>
      /^[\w.+\-−–*/^() ]+$/.test(r) &&
      !/[([^+\-−–*/]$/.test(r) &&
      r.split('(').length === r.split(')').length,
  );
