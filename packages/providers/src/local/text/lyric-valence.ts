// Which way a line pulls, whatever its words say of feelings: up (flying, soaring, dancing, "this is my
// time to shine", "I was born to fly", "come alive") or neither. A song that is Sad, Melancholic, Nostalgic
// or Dark may remember, miss, ache and hold on, but never lifts off: "Oh, lost, you made me fly / I'm flying
// into the sky" in a song about losing a job, or "dancing all night" about a river one used to swim in.
import type { MoodFamily } from './lyric-feelings';

/** Moods whose lines look back or down: no line of theirs lifts off, parties or triumphs. */
export const LOW_MOODS: ReadonlySet<MoodFamily> = new Set(['sad', 'dark', 'leaning dark', 'nostalgic']);

/** Lines that lift off, celebrate or triumph. */
const UPLIFT: readonly RegExp[] = [
  /\b(?:fly|flying|flew|soar|soaring|soared)\b/,
  /\binto the sky\b/,
  /\bhigher and higher\b/,
  /\bborn to\b/,
  /\b(?:my|our) time to\b/,
  /\bshine bright\b/,
  /\bcome alive\b/,
  /\bcatch(?:ing)? fire\b/,
  /\bdanc(?:e|es|ed|ing)\b/,
  /\bparty\b/,
  /\ball night(?: long)?\b/,
  /\bwild and free\b/,
  /\b(?:feel|feels|felt|feeling|make \w+ feel|made \w+ feel)(?: so)? (?:alive|free|right|high|good|wild|bright)\b/,
  /\bon top of the world\b/,
  /\bwithout a care\b/,
  /\blet['’]s (?:get lost|run|keep on moving)\b/,
  /\bsing it out\b/,
  /\bhere['’]s to\b/,
  /\b(?:living|singing) for\b/,
  /\bburning\b/,
  /\bgonna (?:soar|dance|sing|shine)\b/,
  /\bnever felt so (?:real|good|free|alive|awake)\b/,
  /\bhey, hey\b/,
  /\bcome on\b/,
];

/** The words that lift a line, or null when it does not lift. */
export function upliftIn(line: string): string | null {
  const lower = line.toLowerCase();
  for (const pattern of UPLIFT) {
    const m = pattern.exec(lower);
    if (m) return m[0];
  }
  return null;
}

/** Whether a song of this mood may sing a line that lifts. */
export function moodLifts(mood: MoodFamily | null | undefined): boolean {
  return mood === null || mood === undefined || !LOW_MOODS.has(mood);
}
