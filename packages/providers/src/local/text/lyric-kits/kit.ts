// A lyric kit: the lines of one kind of song (a loss, a love, a road trip, a party…), written whole, in
// rhyming pairs, so that every line of a song agrees with every other: one feeling, one voice, one "you"
// or none. The writer fills the subject in (`{kw}`: "my grandmother", "the summer road trip"; `{bare}`:
// the subject called by name, "Summer road trip") and turns "I" into "we" for a song of we.
import type { LineNeed } from '../lyric-brief-model';
import type { ThemeKind } from '../lyric-kinds';

/**
 * Two lines that rhyme, in the voice of I; `{kw}` or `{bare}` where the subject goes. `kinds` limits a pair
 * that holds the subject to subjects of those kinds ("I drove all night to {kw}" only for a place).
 */
export interface KitCouplet {
  lines: readonly [string, string];
  kinds?: readonly ThemeKind[];
  /** What the pair takes for granted of the brief (the one sung to is here, alive…): lyric-brief-model.ts. */
  needs?: readonly LineNeed[];
  /** Words the subject must hold for the pair to sing it ("I found {kw} where I didn't look": a faith). */
  heads?: RegExp;
  /** Words the subject must not hold ("I carry {kw} like a heavy coat": no soldier). */
  avoids?: RegExp;
}

/** A chorus's first (and third) line, naming the subject. */
export interface KitHook {
  line: string;
  kinds?: readonly ThemeKind[];
  needs?: readonly LineNeed[];
  heads?: RegExp;
  avoids?: RegExp;
}

export interface LyricKit {
  /** Verses: two pairs each, one of them naming the subject. */
  verse: readonly KitCouplet[];
  /** A chorus is a hook, a line, the hook again and a line: these pairs are its second and fourth lines. */
  chorus: readonly KitCouplet[];
  hooks: readonly KitHook[];
}

/** Every kind of subject but one: for a pair that reads well of anything but a person, a time… */
const allBut = (kind: ThemeKind): readonly ThemeKind[] =>
  (['place', 'time', 'person', 'thing', 'scene', 'activity', 'abstract'] as const).filter((k) => k !== kind);
export const NOT_PLACE = allBut('place');
export const NOT_TIME = allBut('time');
export const NOT_PERSON = allBut('person');
export const NOT_SCENE = allBut('scene');
export const NOT_ABSTRACT = allBut('abstract');

/** Shorthand for data files: `pair('line one', 'line two', ['place'], ['alive'])`. */
export const pair = (
  a: string,
  b: string,
  kinds?: readonly ThemeKind[],
  needs?: readonly LineNeed[],
): KitCouplet => ({ lines: [a, b], ...(kinds ? { kinds } : {}), ...(needs ? { needs } : {}) });
export const hook = (line: string, kinds?: readonly ThemeKind[], needs?: readonly LineNeed[]): KitHook => ({
  line,
  ...(kinds ? { kinds } : {}),
  ...(needs ? { needs } : {}),
});

/** People named by what they are or do: a burden or a feeling is carried, not "the soldier writing home". */
export const PEOPLE_WORDS =
  /\b(?:soldiers?|man|woman|men|women|girls?|boys?|kids?|child|children|king|queen|stranger|keeper|sailors?|drivers?|teachers?|nurses?|doctors?|people|he|she|they)\b/i;
