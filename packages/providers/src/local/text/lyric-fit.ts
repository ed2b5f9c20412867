// What a line brings into a song that its brief gives no reason for: a "you" in a song with nobody to sing
// to ("you taught me how to fight" in a song about a sunrise), a fight or a battle in a song of tea and rain,
// a car in a song about a newborn daughter, fear and tears in a Happy or Energetic song. Each is a
// contradiction a listener hears: the line is about another song.
import type { MoodFamily } from './lyric-feelings';
import { isPartingBrief } from './lyric-loss';

export type FitKind = 'addressee' | 'mood' | 'nonsense';

export interface FitProblem {
  kind: FitKind;
  words: readonly string[];
}

export interface FitOptions {
  subject?: string;
  mood?: MoodFamily | null;
  tags?: readonly string[];
}

/** "You" said to whoever listens, which any song may say: "oh, can't you see", "if you only knew". */
const ASIDES = /\b(?:can['’]t you see|if you only knew|don['’]t you know|you know)\b/g;
/** Company, which any song may keep ("I'm here with you" in a song about a city): no story of who "you" is. */
const COMPANY = /\b(?:with you|you and (?:i|me)|next to you|beside you|by your side)\b/g;
const YOU = /\b(?:you|your|yours|yourself)\b/;
/** Someone a song can sing to: a person in the brief, a pet, a love, a parting. */
const PERSON =
  /\b(?:you|your|she|he|her|him|mom|mum|mother|dad|father|grand\w*|granny|nana|papa|brother|sister|son|daughter|baby|babies|kid|kids|child|children|friend|friends|wife|husband|girl|boy|girlfriend|boyfriend|lover|love|darling|sweetheart|stranger|teacher|family|mama|aunt|uncle|cousin|neighbou?r|partner|crush|date|wedding|bride|groom|valentine|team|crew|gang|buddy|buddies|mate|mates|ex|pet|cat|cats|kitten|kitty|dog|dogs|puppy|pup|rabbit|bunny|hamster)\b/i;
/** Fights, battles and wins: only in a song that has one. */
const FIGHT =
  /\b(?:fight|fights|fighting|fought|battle|battles|war|wars|win|won|winning|conquer\w*)\b(?![’'])/;
const FIGHT_SUBJECT =
  /\b(?:fight\w*|fought|battle\w*|war\w*|struggl\w*|rebel\w*|revolution|protest\w*|system|win\w*|won|game|match|final|champion\w*|race|tournament|boxing|boxer|knight\w*|kingdom|army|soldier\w*|dragon\w*|hero\w*|survive\w*|strong|power|rise|underdog|comeback|fighter)\b/i;
const FIGHT_TAGS = /^(?:rebellious|angry|aggressive|defiant|epic|triumphant|heroic|metal|punk|hip hop|rap)$/i;
/** Driving and riding: only in a song with a road, a vehicle or a ride. */
const VEHICLE = /\b(?:how to (?:drive|ride)|gonna (?:drive|ride)|wanted to (?:drive|ride)|to drive)\b/;
const VEHICLE_SUBJECT =
  /\b(?:road\w*|drive\w*|driving|car|cars|truck|trucks|bike|bikes|cycl\w*|motor\w*|ride\w*|riding|trip|highway|freeway|route|train|bus|horse\w*|van|taxi|cab|wheel\w*|journey|travel\w*|cruis\w*|racing|race)\b/i;
/** Lines of fear, pleading and tears: against a Happy, Energetic, Epic or Romantic song. */
const DOWN =
  /\b(?:afraid to|scared to|begged|beg you|feeling (?:blue|low)|cry|cried|crying|tears|say goodbye|trying to survive|didn['’]t want to cry|lonely|all alone|broken|heartbreak|feeling strange)\b/;
/** Lines of going away: against a love song, which wants to stay. */
const LEAVING =
  /\b(?:don['’]t ask me to stay|not to stay|moving far away|keep on moving|out of sight|far away|say goodbye|walking away|want to leave|had to leave)\b/;
const BRIGHT_MOODS: ReadonlySet<MoodFamily> = new Set([
  'happy',
  'energetic',
  'epic',
  'romantic',
  'leaning bright',
]);

/** Whether the song has someone to sing to. */
export function hasAddressee(options: FitOptions): boolean {
  const tags = (options.tags ?? []).map((t) => t.toLowerCase());
  const subject = options.subject ?? '';
  return (
    options.mood === 'romantic' ||
    tags.includes('romantic') ||
    PERSON.test(subject) ||
    isPartingBrief(subject)
  );
}

const VOCATIVE = /(?:^|, )(?:oh, |oh-oh, |yeah, |so )?([^,]+), (?:you|your)\b/;

/** "Oh, river, you make us feel new": the "you" is the subject, called by name in the line. */
function callsSubject(line: string, subject: string): boolean {
  const called = VOCATIVE.exec(line)?.[1];
  if (!called) return false;
  const words = subject.match(/[\p{L}'’]{3,}/gu) ?? [];
  return words.some((w) => new RegExp(`\\b${w}\\b`).test(called));
}

/** What a line brings that the song has no reason for (nothing: an empty list). */
export function fitProblems(line: string, options: FitOptions = {}): FitProblem[] {
  const lower = line.toLowerCase();
  const subject = (options.subject ?? '').toLowerCase();
  // A song whose brief is not known (a section written from earlier lines alone) may have anything in it.
  if (subject === '') return [];
  const found: FitProblem[] = [];
  const you = YOU.exec(lower.replace(ASIDES, ' ').replace(COMPANY, ' '));
  if (you && !hasAddressee(options) && !callsSubject(lower, subject))
    found.push({ kind: 'addressee', words: [you[0], subject] });
  const fight = FIGHT.exec(lower);
  const tags = options.tags ?? [];
  if (fight && !FIGHT_SUBJECT.test(subject) && !tags.some((t) => FIGHT_TAGS.test(t.trim())))
    found.push({ kind: 'nonsense', words: [fight[0], subject] });
  const vehicle = VEHICLE.exec(lower);
  if (vehicle && !VEHICLE_SUBJECT.test(subject))
    found.push({ kind: 'nonsense', words: [vehicle[0], subject] });
  const down = options.mood && BRIGHT_MOODS.has(options.mood) ? DOWN.exec(lower) : null;
  if (down && !subject.includes(down[0])) found.push({ kind: 'mood', words: [down[0], options.mood ?? ''] });
  const romantic = options.mood === 'romantic' || tags.some((t) => /^romantic$/i.test(t.trim()));
  const leaving = romantic && !isPartingBrief(subject) ? LEAVING.exec(lower) : null;
  if (leaving) found.push({ kind: 'mood', words: [leaving[0], 'romantic'] });
  return found;
}
