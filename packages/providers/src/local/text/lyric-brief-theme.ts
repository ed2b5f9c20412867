// The subject a kit line or a title sings, read through the brief model (lyric-brief-model.ts): the one
// the song is to or about when there is one ("my grandma", "my dog Max"), else the keyword's own theme
// when it is a clean noun phrase, else the brief's clean subject ("my first apartment"), else nothing:
// a line without the subject is better than one with a fragment of the brief pasted in.
import { isCleanPhrase, type BriefModel, type BriefPerson } from './lyric-brief-model';
import { isNounHead } from './lyric-brief';
import { themesFromKeywords, type ThemePhrase } from './lyric-theme';
import { createRng } from './rng';

/** An activity is sung whole when it is short ("early morning fishing", "working two jobs"). */
const SHORT_ACTIVITY = 4;
/** An event is sung whole when it ends on a noun ("the day we won the championship"). */
const LONG_EVENT = 7;

/** Whether a theme can stand in a line as it is. */
export function isCleanTheme(theme: ThemePhrase): boolean {
  const np = theme.np.trim();
  if (/[.!?;:]/.test(np)) return false;
  const n = np.split(/\s+/).length;
  if (theme.still === 'event') return n <= LONG_EVENT && isNounHead(np);
  // A doing is led by its verb ("working two jobs"); "everything echoes" is a clause.
  if (theme.kind === 'activity' && /^(?!(?:every|no|some|any)?thing\b)\S+ing\b/i.test(np))
    return n <= SHORT_ACTIVITY && !/\b(?:and|but|still|til|till)\b/i.test(np);
  return isCleanPhrase(np);
}

/** The person as a theme: sung by the noun phrase, called on by name or by "Grandma". */
export function personTheme(person: BriefPerson, given: ThemePhrase | undefined): ThemePhrase {
  return {
    np: person.np,
    shortNp: person.np,
    bare: person.call ?? person.np,
    shortBare: person.call ?? person.np,
    plural: false,
    title: person.np,
    kind: 'person',
    traits: [],
    ...(given?.brief ? { brief: given.brief } : {}),
    ...(person.call ? { call: person.call } : {}),
    ...(person.state === 'gone' ? { still: 'lost' as const } : {}),
  };
}

/** Whether a theme's phrase holds the subject's words and no others but an article. */
function sameWords(np: string, subject: string): boolean {
  const words = (t: string): string[] =>
    t
      .toLowerCase()
      .split(/\s+/)
      .filter((w) => w !== 'the');
  return words(np).join(' ') === words(subject).join(' ');
}

const subjectThemes = new Map<string, ThemePhrase | null>();

/** People the brief's sentence may be about without a family word: "my landlord", "my boss". */
const ROLE =
  /\b(?:landlord|landlady|boss|manager|neighbou?r|teacher|coach|roommate|flatmate|coworker|co-worker|colleague|referee|ex)$/i;

/** The brief's clean subject as a theme, or null. */
function subjectTheme(model: BriefModel, given: ThemePhrase | undefined): ThemePhrase | null {
  if (!model.subject) return null;
  let theme = subjectThemes.get(model.subject);
  if (theme === undefined) {
    theme = themesFromKeywords([model.subject], createRng(0))[0] ?? null;
    // The theme reader may turn a number into a noun ("two jobs" → "jobs jobs"): the subject as typed then.
    if (theme && !sameWords(theme.np, model.subject)) {
      const subject = model.subject;
      theme = { ...theme, np: subject, shortNp: subject, bare: subject, shortBare: subject, title: subject };
    }
    if (theme && !isCleanTheme(theme)) theme = null;
    // "my landlord" is someone, whatever the theme reader makes of the word.
    if (theme && ROLE.test(model.subject)) theme = { ...theme, kind: 'person' };
    subjectThemes.set(model.subject, theme);
  }
  if (!theme) return null;
  return { ...theme, ...(given?.brief ? { brief: given.brief } : {}) };
}

/**
 * The subject a song's line holds: the person when the song is to or about them (or its kit sings to
 * someone), else the given theme when it is clean, else the brief's clean subject; null when none is.
 */
export function briefTheme(
  model: BriefModel,
  given: ThemePhrase | undefined,
  options: { toSomeone: boolean },
): ThemePhrase | null {
  const { person } = model;
  if (person && (person.about || options.toSomeone)) {
    // "long distance relationship": sung to "you", far away, but about the distance, which it names.
    if (person.np === 'you' && !person.about) {
      const own = given && isCleanTheme(given) ? given : subjectTheme(model, given);
      if (own) return own;
    }
    return personTheme(person, given);
  }
  // A doing read from a clause ("losing my faith") may be a blow or a triumph: its noun is safer to sing.
  const doing = given?.still === 'event' && given.kind === 'activity';
  if (doing && model.subject) return subjectTheme(model, given) ?? given;
  // The brief's sentence is about something other than its first words ("our team finally won the cup").
  if (model.focused) {
    const focus = subjectTheme(model, given);
    if (focus) return focus;
  }
  if (given && isCleanTheme(given)) return given;
  return subjectTheme(model, given);
}
