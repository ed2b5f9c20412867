// What a listener hears as wrong in a line beyond time and feeling: a party line in a sad song, a love
// line in a song about a father or for children, a beach in a hospital waiting room, one singer "dancing
// hand in hand", and word pairs that mean nothing ("find spring out loud", "ready to wait").
import { isIndoors } from './image-indoor';
import { isLowMood, type MoodFamily } from './lyric-feelings';

export type SenseKind = 'mood' | 'romance' | 'children' | 'setting' | 'alone' | 'nonsense';

export interface SenseProblem {
  kind: SenseKind;
  words: readonly string[];
}

export interface SenseOptions {
  subject?: string;
  mood?: MoodFamily | null;
  tags?: readonly string[];
  pointOfView?: 'I' | 'we';
}

/** Moods in which nobody parties, toasts or promises never to cry. */
const PARTY =
  /\b(?:danc(?:e|es|ed|ing)|here['’]s to|never have to cry|let['’]s get lost|gonna soar|left (?:my|our) worries|feel(?:ing)? high|young and we['’]re high|come alive|catch fire|party)\b/;

/** Words of courting and desire: only for a love song. */
const ROMANCE =
  /\b(?:darling|baby|desire|be mine|kiss(?:es|ed|ing)?|lover|sweetheart|you['’]d be mine|hold (?:me|you|us) close|my love|our love|love me|just you and me|you and (?:i|me) are one|we are one|in your eyes)\b/;
const LOVE_SUBJECT =
  /\b(?:love|loving|lover|wedding|kiss|heart|valentine|romance|romantic|honeymoon|date|darling|sweetheart|crush|couple|bride|groom|boyfriend|girlfriend|husband|wife)\b/i;
/** Nothing grown-up in a children's song: no desire, no getting high, no "baby" or "darling", no fights. */
const GROWN_UP =
  /\b(?:high|desire|darling|baby|lover|kiss(?:es|ed|ing)?|sexy|wine|whiskey|drunk|burning|fight(?:ing|s)?|fought|battle|war|blood|die|died|dead|kill\w*|guns?)\b/;

/** Open country and water, which no room holds. */
const OUTDOORS =
  /\b(?:in the sand|the park|ocean|the sea|shore|tide|beach|river|across the land|across the town|down the lane|down the trail|the west|in the snow|under the tree|in the trees|in the breeze|far and wide|summer skies|down the track|on the train|down the street)\b/;

/** What two do together: one singer alone cannot. */
const TOGETHER = /\b(?:side by side|hand in hand|heart to heart)\b/;
const SOMEONE_ELSE = /\b(?:we|us|our|you|with)\b/;

/** Pairs of words that mean nothing together. */
const NONSENSE: readonly RegExp[] = [
  // A statement run into an order: "and I know, find me at the door".
  /\b(?:and i know|i still recall|i know),\s+(?:find|hold|take|carry|follow|come|stay|love|let|meet|sing|give|teach|don['’]t)\b/,
  // "Out loud" is how one sounds: "singing out loud", never "I find spring out loud".
  /^(?!.*\b(?:sing|sang|sung|singing|shout\w*|laugh\w*|cry|cried|crying|call\w*|scream\w*|say|said|read\w*|pray\w*|talk\w*)\b).*\bout loud\b/,
  /\bready to wait\b/,
  /\bstay (?:all the time|one more time)\b/,
  /\btonight\b.*\bevery day\b/,
];
const PRAYER_SUBJECT = /\b(?:pray\w*|church|god|faith|chapel|temple|hymn|grace|heaven)\b/i;

function indoors(subject: string): boolean {
  return isIndoors(subject) || isIndoors(`in ${subject}`);
}

function romanceFits(options: SenseOptions): boolean {
  const tags = (options.tags ?? []).map((t) => t.toLowerCase());
  return options.mood === 'romantic' || tags.includes('romantic') || LOVE_SUBJECT.test(options.subject ?? '');
}

const indoorCache = new Map<string, boolean>();

/** What is wrong with one line in the sense of this list (nothing: an empty list). */
export function senseProblems(line: string, options: SenseOptions = {}): SenseProblem[] {
  const lower = line.toLowerCase();
  const subject = (options.subject ?? '').toLowerCase();
  const found: SenseProblem[] = [];
  const match = (pattern: RegExp): string | null => {
    const m = pattern.exec(lower);
    // The subject's own words agree with it ("dancing in the kitchen" may dance).
    return m && !subject.includes(m[0]) ? m[0] : null;
  };
  if (isLowMood(options.mood)) {
    const party = match(PARTY);
    if (party) found.push({ kind: 'mood', words: [party, options.mood] });
  }
  const romance = romanceFits(options) ? null : match(ROMANCE);
  if (romance) found.push({ kind: 'romance', words: [romance] });
  if ((options.tags ?? []).some((t) => /^child(?:ren)?$|^kids?$/i.test(t))) {
    const grown = match(GROWN_UP);
    if (grown) found.push({ kind: 'children', words: [grown] });
  }
  if (subject !== '') {
    let inside = indoorCache.get(subject);
    if (inside === undefined) {
      inside = indoors(subject);
      if (indoorCache.size > 500) indoorCache.clear();
      indoorCache.set(subject, inside);
    }
    const outside = inside ? match(OUTDOORS) : null;
    if (outside) found.push({ kind: 'setting', words: [outside, subject] });
  }
  if (options.pointOfView === 'I') {
    const together = TOGETHER.exec(lower);
    if (together && !SOMEONE_ELSE.test(lower.replace(together[0], ' ')))
      found.push({ kind: 'alone', words: [together[0]] });
  }
  for (const pattern of NONSENSE) {
    const m = pattern.exec(lower);
    if (m) found.push({ kind: 'nonsense', words: [m[0]] });
  }
  if (/\bhow to pray\b/.test(lower) && !PRAYER_SUBJECT.test(subject))
    found.push({ kind: 'nonsense', words: ['how to pray', subject] });
  return found;
}
