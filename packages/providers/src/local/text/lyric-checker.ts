// The contradiction checker for lyrics (issue #12): reads a song's lines the way a listener would and says
// what cannot all be true in one song: a line whose time of day or season disagrees with the song's
// subject ("midnight drive" … "in the dawn") or with itself ("late at night, the morning came up new"), a
// line whose heat or cold disagrees with the subject's season ("autumn leaves" … "in the heat"), a
// line sung from the other point of view (I in a song of we), and a line too short to be one. It knows
// nothing of the writer: the writer uses it as a gate, and it is tested on its own with written examples.
import { readScene } from './image-idea-checker';
import type { SceneFact } from './image-scene-lexicon';

export type PointOfView = 'I' | 'we';
export type LyricProblemKind = 'time' | 'season' | 'temperature' | 'point of view' | 'short';

export interface LyricProblem {
  kind: LyricProblemKind;
  /** The line at fault, as written. */
  line: string;
  /** The words that disagree (lower case): the line's and the subject's or the other line's. */
  words: readonly string[];
}

export interface LyricCheckOptions {
  /** What the song is about, as typed: its time of day or season holds for every line. */
  subject?: string;
  /** The song's point of view; without one, the one most of its lines take. */
  pointOfView?: PointOfView;
}

export const MIN_LINE_WORDS = 4;

/** "You and I" / "you and me" belong to either point of view: the singer and the one sung to. */
const SHARED = /\byou and (?:i|me)\b|\blet['’]s\b/g;
const SINGULAR = /\b(?:i|me|my|mine|myself|i['’](?:m|d|ll|ve))(?![\p{L}'’])/gu;
const PLURAL = /\b(?:we|us|our|ours|ourselves|we['’](?:re|d|ll|ve))(?![\p{L}'’])/gu;

function pronouns(line: string, pattern: RegExp): string[] {
  return line.toLowerCase().replace(SHARED, ' ').match(pattern) ?? [];
}

/** Whether a line is sung as I, as we, both or neither. */
export function pointOfViewsIn(line: string): PointOfView[] {
  const found: PointOfView[] = [];
  if (pronouns(line, SINGULAR).length > 0) found.push('I');
  if (pronouns(line, PLURAL).length > 0) found.push('we');
  return found;
}

/** The point of view most of the lines take, or null when none says I or we. */
export function pointOfViewOf(lines: readonly string[]): PointOfView | null {
  let singular = 0;
  let plural = 0;
  for (const line of lines) {
    singular += pronouns(line, SINGULAR).length;
    plural += pronouns(line, PLURAL).length;
  }
  if (singular === 0 && plural === 0) return null;
  return plural > singular ? 'we' : 'I';
}

const wordsIn = (line: string): number => (line.match(/[\p{L}\p{N}’'-]+/gu) ?? []).length;

type Fact = { fact: SceneFact; words: string };

/**
 * Times of day, seasons, heat and cold only: weather changes within a song, the hour and the season do not
 * (and the heat of a song is its season's).
 */
function timeFacts(text: string): Fact[] {
  return readScene(text).facts.filter(
    (f) => f.fact.times !== undefined || f.fact.seasons !== undefined || f.fact.temperature !== undefined,
  );
}

/** Heat belongs to summer; cold words carry their own seasons (frost and ice in autumn to spring). */
const isHeatOutOfSeason = (a: SceneFact, b: SceneFact): boolean =>
  a.temperature === 'hot' && b.seasons !== undefined && !b.seasons.includes('summer');

function disagree(a: SceneFact, b: SceneFact): 'time' | 'season' | 'temperature' | null {
  if (a.times && b.times && a.times.length > 0 && b.times.length > 0) {
    if (!a.times.some((t) => b.times?.includes(t))) return 'time';
  }
  if (a.seasons && b.seasons && !a.seasons.some((s) => b.seasons?.includes(s))) return 'season';
  if (a.temperature && b.temperature && a.temperature !== b.temperature) return 'temperature';
  if (isHeatOutOfSeason(a, b) || isHeatOutOfSeason(b, a)) return 'temperature';
  return null;
}

/** What is wrong with one line of a song (nothing: an empty list). */
export function checkLyricLine(line: string, options: LyricCheckOptions = {}): LyricProblem[] {
  const problems: LyricProblem[] = [];
  if (wordsIn(line) < MIN_LINE_WORDS) problems.push({ kind: 'short', line, words: [] });
  const pov = options.pointOfView;
  if (pov) {
    const other = pronouns(line, pov === 'I' ? PLURAL : SINGULAR);
    if (other.length > 0) problems.push({ kind: 'point of view', line, words: other });
  }
  const own = timeFacts(line);
  const subject = options.subject ? timeFacts(options.subject) : [];
  for (const [i, a] of own.entries()) {
    // The subject's own words inside the line agree with the subject by definition.
    for (const b of [...own.slice(i + 1), ...subject]) {
      const kind = disagree(a.fact, b.fact);
      if (kind) problems.push({ kind, line, words: [a.words, b.words] });
    }
  }
  return problems;
}

/** What is wrong with a song's lines, taken together: each line against the subject and the song's voice. */
export function checkLyrics(lines: readonly string[], options: LyricCheckOptions = {}): LyricProblem[] {
  const pointOfView = options.pointOfView ?? pointOfViewOf(lines) ?? undefined;
  return lines.flatMap((line) => checkLyricLine(line, { ...options, pointOfView }));
}
