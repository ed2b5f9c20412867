// What a listener hears as wrong against the brief itself, beyond its time and place: a line that lifts off
// in a Sad, Nostalgic or Dark song; the brief's "no" dropped ("no more rules" sung as "more rules"); "we"
// in a song whose brief speaks as I ("I miss you"); the dead doing deeds ("my grandmother carried me
// home"); a fragment of the brief or a pronoun used as a noun ("the I taught me", "the lost"); and stock
// filler that means nothing here ("too young to drive", "I found you in your eyes").
import { clauseNouns } from './lyric-brief';
import type { MoodFamily } from './lyric-feelings';
import { isLossBrief, isPartingBrief } from './lyric-loss';
import { parseBrief } from './lyric-subject';
import { moodLifts, upliftIn } from './lyric-valence';

export type BriefProblemKind = 'mood' | 'negation' | 'point of view' | 'loss' | 'nonsense';

export interface BriefProblem {
  kind: BriefProblemKind;
  words: readonly string[];
}

export interface BriefCheckOptions {
  subject?: string;
  mood?: MoodFamily | null;
}

/** "the I", "the we", "the lost taught me", "my mom always, …": a pronoun or a word of no noun as one. */
const FRAGMENTS: readonly RegExp[] = [
  /\b(?:the|a|an) (?:i|we|you|he|she|they|me|us|them)\b/,
  /\b(?:the|my|our|a) (?:lost|made|still|always|never|finally|just)(?: [\p{L}'’]+){0,2} (?:taught|kept|left|made|was|were|is|carried)\b/u,
  /\b(?:always|never|finally|still|just),/,
];
/** Stock lines that say nothing of any song. */
const FILLER = /\b(?:too young to (?:drive|fly|leave)|in your eyes|young and (?:i|we) (?:was|were) new)\b/;
/** What a subject does in a line: "my grandmother carried me", "the funeral kept us awake". */
const DEEDS =
  /^(?:taught|teaches|kept|keeps|left|leaves|made|makes|carried|carries|came|comes|took|takes|held|holds|sang|sings|danced|dances|told|tells|showed|shows|gave|gives|was calling|is calling|calls|called|would|will|waits|waited|was waiting|smiled|smiles)\b/;
/** Calls and chases that treat the subject as there: "oh, my grandmother, take me", "waited for X to". */
const CALLED = (np: string): RegExp =>
  new RegExp(
    `(?:^(?:oh, |oh-oh, |yeah, |so )?${np}, |\\b(?:waited for|chasing|dancing with|follow|give me|with) ${np}\\b)`,
  );
const CALLS_TO_COME =
  /\b(?:come (?:and find|back|home)|find me|meet me|stay with me|hold me|take me|carry me|follow me|love me)\b/;
const SINGULAR_VOICE = /\b(?:i|me|myself)\b|\bi['’](?:m|ve|d|ll)\b/i;
const PLURAL_WORDS = /\b(?:we|us|our|ours|ourselves)\b|\bwe['’](?:re|ve|d|ll)\b/;
const SHARED = /\byou and (?:i|me)\b|\blet['’]s\b/g;

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const lostCache = new Map<string, readonly string[]>();
/** The noun phrases of a song of a death, lower case, with and without their determiner. */
function lostOnes(subject: string): readonly string[] {
  let found = lostCache.get(subject);
  if (!found) {
    const phrases = subject.split(/,\s*/).flatMap((part) => {
      const brief = parseBrief(part);
      const head = brief.head.toLowerCase();
      const own =
        brief.determiner && /^(?:my|our|his|her|their)$/.test(brief.determiner) ? brief.determiner : 'the';
      return [`${own} ${head}`, ...clauseNouns(brief.rest)];
    });
    found = [...new Set(phrases.map((p) => p.toLowerCase()).filter((p) => p.trim() !== ''))];
    if (lostCache.size > 200) lostCache.clear();
    lostCache.set(subject, found);
  }
  return found;
}

/** What is wrong with one line against its brief and mood (nothing: an empty list). */
export function briefProblems(line: string, options: BriefCheckOptions = {}): BriefProblem[] {
  const lower = line.toLowerCase();
  const subject = (options.subject ?? '').toLowerCase();
  const found: BriefProblem[] = [];
  if (!moodLifts(options.mood)) {
    const lift = upliftIn(lower);
    // The brief's own words may be sung ("dancing in the kitchen" in a Nostalgic song about it).
    if (lift && !subject.includes(lift)) found.push({ kind: 'mood', words: [lift, options.mood ?? ''] });
  }
  for (const m of subject.matchAll(/\bno ((?:more |longer )?[\p{L}'’]+)/gu)) {
    const said = m[1] as string;
    if (
      new RegExp(`\\b${escape(said)}\\b`).test(lower) &&
      !new RegExp(`\\bno ${escape(said)}\\b`).test(lower)
    )
      found.push({ kind: 'negation', words: [said, `no ${said}`] });
  }
  if (SINGULAR_VOICE.test(subject)) {
    const plural = PLURAL_WORDS.exec(lower.replace(SHARED, ' '));
    if (plural) found.push({ kind: 'point of view', words: [plural[0], subject] });
  }
  // The dead, sung to, are not asked to come: "come and find me", "stay with me", "carry me home".
  if (subject !== '' && isLossBrief(subject)) {
    const asked = CALLS_TO_COME.exec(lower);
    if (asked) found.push({ kind: 'loss', words: [asked[0], subject] });
    for (const np of lostOnes(subject)) {
      const at = lower.indexOf(np);
      if (at < 0) continue;
      const after = lower
        .slice(at + np.length)
        .replace(/^[’']s\b/, '')
        .trim();
      if (DEEDS.test(after) || CALLED(escape(np)).test(lower))
        found.push({ kind: 'loss', words: [np, after] });
    }
  }
  // Someone missed in a song where nobody is gone: "I miss you" about a graduation day.
  if (/\bmiss(?:ed)? you\b/.test(lower) && !isPartingBrief(subject))
    found.push({ kind: 'nonsense', words: ['miss you', subject] });
  for (const pattern of FRAGMENTS) {
    const fragment = pattern.exec(lower);
    if (fragment) found.push({ kind: 'nonsense', words: [fragment[0]] });
  }
  const filler = FILLER.exec(lower);
  if (filler) found.push({ kind: 'nonsense', words: [filler[0]] });
  return found;
}
