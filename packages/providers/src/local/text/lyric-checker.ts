// The contradiction checker for lyrics: reads a song's lines the way a listener would and says
// what cannot all be true in one song: a line whose time of day or season disagrees with the song's
// subject ("midnight drive" … "in the dawn"), with itself ("late at night, the morning came up new") or
// with an earlier line; heat against cold or against the season ("burning like a star" in a song of snow);
// a feeling against the song's mood ("everything is good" in a Sad song) or against a feeling sung
// earlier ("so glad" … "so sad"); a line sung from the other point of view (I in a song of we), or a "you"
// that changes who it is ("just you and me" … "we would hold you close"); and a line too short to be one.
// It knows nothing of the writer: the writer uses it as a gate, and it is tested on its own with examples.
import { disagree, skiesClash, timeFactsIn, weatherFactsIn, type TimeFact } from './lyric-facts';
import {
  feelingsAgree,
  feelingsIn,
  moodAllows,
  moodOfTags,
  type FeltWord,
  type MoodFamily,
} from './lyric-feelings';
import { senseProblems, type SenseKind } from './lyric-sense';
import { briefProblems, type BriefProblemKind } from './lyric-brief-checks';
import { fitProblems, type FitKind } from './lyric-fit';

export type PointOfView = 'I' | 'we';
export type LyricProblemKind =
  | 'time'
  | 'season'
  | 'temperature'
  | 'weather'
  | 'mood'
  | 'point of view'
  | 'short'
  | SenseKind
  | BriefProblemKind
  | FitKind;

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
  /** The song's mood, or its tags to read one from ("Sad", "Melancholic"): the feelings it allows. */
  mood?: MoodFamily | null;
  tags?: readonly string[];
  /** The lines sung before this one, which it must not contradict. */
  earlier?: readonly string[];
  /**
   * The line in the pieces it was put together from (a lead-in, the rest), when its caller has them: each
   * piece is read once however many lines it ends up in. Without them the line is read whole.
   */
  parts?: readonly string[];
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

/** The one sung to as the singer's partner: "just you and me", "you and I were floating". */
const PAIR = /\byou and (?:i|me)\b/i;
/** "You" apart from "you and me": someone the singer acts on or speaks to. */
const OTHER_YOU = /\b(?:you|your|yours)\b(?! and (?:i|me)\b)/i;

/**
 * In a song of "we", "you and me" makes "you" one of "we"; a line in which we act on "you" ("we would
 * hold you close") then makes "you" someone else. The two cannot be in one song.
 */
function youChanges(line: string, earlier: readonly string[]): string | null {
  const pairs = PAIR.test(line);
  const acts = pronouns(line, PLURAL).length > 0 && OTHER_YOU.test(line.replace(PAIR, ' '));
  if (!pairs && !acts) return null;
  const other = earlier.find((e) =>
    pairs ? pronouns(e, PLURAL).length > 0 && OTHER_YOU.test(e.replace(PAIR, ' ')) : PAIR.test(e),
  );
  return other ?? null;
}

interface EarlierFacts {
  times: readonly TimeFact[];
  felt: readonly FeltWord[];
}
/** The facts of the earlier lines, read once per list: the writer checks many candidates against one list. */
const earlierCache = new WeakMap<readonly string[], EarlierFacts>();
function earlierFacts(earlier: readonly string[]): EarlierFacts {
  let facts = earlierCache.get(earlier);
  if (!facts) {
    facts = { times: earlier.flatMap((e) => timeFactsIn(e)), felt: earlier.flatMap((e) => feelingsIn(e)) };
    earlierCache.set(earlier, facts);
  }
  return facts;
}

function moodOf(options: LyricCheckOptions): MoodFamily | null {
  return options.mood ?? (options.tags ? moodOfTags(options.tags) : null);
}

/** What is wrong with one line of a song (nothing: an empty list). */
export function checkLyricLine(line: string, options: LyricCheckOptions = {}): LyricProblem[] {
  const problems: LyricProblem[] = [];
  if (wordsIn(line) < MIN_LINE_WORDS) problems.push({ kind: 'short', line, words: [] });
  const earlier = options.earlier ?? [];
  const pov = options.pointOfView;
  if (pov) {
    const other = pronouns(line, pov === 'I' ? PLURAL : SINGULAR);
    if (other.length > 0) problems.push({ kind: 'point of view', line, words: other });
  }
  if (pov !== 'I') {
    const changed = youChanges(line, earlier);
    if (changed)
      problems.push({ kind: 'point of view', line, words: [line.toLowerCase(), changed.toLowerCase()] });
  }
  const before = earlierFacts(earlier);
  // The subject's own words inside the line agree with the subject by definition, even when the user's
  // keywords disagree among themselves ("rain, moon").
  const subject = options.subject?.toLowerCase() ?? '';
  const fromSubject = (f: TimeFact): boolean => subject.includes(f.words.replace(/^(?:the|a|an) /, ''));
  const pieces = options.parts ?? [line];
  const own = pieces.flatMap((p) => timeFactsIn(p)).filter((f) => !fromSubject(f));
  const others = [...(options.subject ? timeFactsIn(options.subject) : []), ...before.times];
  for (const [i, a] of own.entries()) {
    for (const b of [...own.slice(i + 1), ...others]) {
      const kind = disagree(a.fact, b.fact);
      if (kind) problems.push({ kind, line, words: [a.words, b.words] });
    }
  }
  // The subject's sky holds for every line: no stars in a song about the rain.
  const subjectSky = options.subject ? weatherFactsIn(options.subject) : [];
  for (const a of pieces.flatMap((p) => weatherFactsIn(p)).filter((f) => !fromSubject(f)))
    for (const b of subjectSky)
      if (skiesClash(a.fact, b.fact)) problems.push({ kind: 'weather', line, words: [a.words, b.words] });
  const mood = moodOf(options);
  // The brief's own feeling ("I miss you") is the song's, whatever its mood tag says.
  const felt = pieces.flatMap((p) => feelingsIn(p)).filter((f) => !subject.includes(f.words));
  const feltBefore = before.felt;
  for (const [i, f] of felt.entries()) {
    if (mood && !moodAllows(mood, f.feeling)) problems.push({ kind: 'mood', line, words: [f.words, mood] });
    for (const g of [...felt.slice(i + 1), ...feltBefore])
      if (!feelingsAgree(f.feeling, g.feeling))
        problems.push({ kind: 'mood', line, words: [f.words, g.words] });
  }
  // Party lines in a sad song, love lines for a father, the sea in a waiting room, nonsense word pairs.
  for (const p of senseProblems(line, {
    subject: options.subject,
    mood,
    tags: options.tags,
    pointOfView: pov,
  }))
    problems.push({ kind: p.kind, line, words: p.words });
  // Lifting off in a sad song, the brief's "no" dropped, we for a brief of I, the dead acting, fragments.
  // A line already heard against the mood is not heard against it twice.
  const moodHeard = problems.some((p) => p.kind === 'mood');
  for (const p of briefProblems(line, { subject: options.subject, mood }))
    if (p.kind !== 'mood' || !moodHeard) problems.push({ kind: p.kind, line, words: p.words });
  // A "you", a fight, a car or tears the brief gives no reason for.
  for (const p of fitProblems(line, { subject: options.subject, mood, tags: options.tags }))
    problems.push({ kind: p.kind, line, words: p.words });
  // One disagreement said once, however many patterns read it.
  const seen = new Set<string>();
  return problems.filter((p) => {
    const key = `${p.kind}|${p.words.join('|')}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * What is wrong with a song's lines, taken together: each line against the subject, the mood, the song's
 * voice and the lines before it (a contradiction is the later line's).
 */
export function checkLyrics(lines: readonly string[], options: LyricCheckOptions = {}): LyricProblem[] {
  const pointOfView = options.pointOfView ?? pointOfViewOf(lines) ?? undefined;
  const mood = moodOf(options);
  return lines.flatMap((line, i) =>
    checkLyricLine(line, { ...options, mood, pointOfView, earlier: lines.slice(0, i) }),
  );
}
