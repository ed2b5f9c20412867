import { implausibility } from './plausible';

/** What two readings must share to count as the same: all but whitespace and the case of letters. */
const sameKey = (text: string) => text.replace(/\s+/g, '').toLowerCase();

/**
 * The best of several cleaned readings of one picture: the one most readings agree on (each reading errs on
 * other characters, so agreement is evidence), less the signs of a misreading it shows (plausible.ts). Ties
 * go to the earlier reading, the engine's main one.
 */
export function chooseOcrReading(readings: readonly string[]): string {
  const keys = readings.map(sameKey);
  let best = 0;
  let bestScore = -Infinity;
  // A reading that found no text at all loses to any that found some (tesseract now and then reads a clear
  // picture as nothing at one scale).
  const anyText = readings.some((r) => r.trim());
  for (const [i, reading] of readings.entries()) {
    if (anyText && !reading.trim()) continue;
    const votes = keys.filter((k) => k === keys[i]).length;
    const score = votes - ODD_WEIGHT * implausibility(reading) + X_WEIGHT * xVariables(reading);
    if (score > bestScore) {
      best = i;
      bestScore = score;
    }
  }
  return readings[best] ?? '';
}

const X_WEIGHT = 0.5;
/** A sign of a misreading outweighs one more reading that agrees: the readings share many errors. */
const ODD_WEIGHT = 1.5;

/** How often x stands as a variable: "3x", "x^2", "(x+1)", "x =" (not inside a word). */
const xVariables = (text: string) => (text.match(/(?<![A-Za-z])x(?![A-Za-z])/g) ?? []).length;
