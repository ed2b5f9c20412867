// What the song's subject can do in a line where it acts: "watching the stars shine" (a light shines),
// "let the rain fall", "the broken heart taught me how to heal" (a feeling teaches what is learnt inside,
// a person anything), "oh, starlight, shine down on me". Winter does not teach sailing, ocean waves do not
// teach driving, and stormy weather does not burn.
import type { ThemeKind, ThemeTrait } from './lyric-kinds';
import type { Placeable } from './lyric-places';

type Sort = ThemeKind | ThemeTrait;

/** Verbs a subject of each kind or trait does. */
const DOES: Readonly<Partial<Record<Sort, readonly string[]>>> = {
  person: [
    'dance',
    'sing',
    'smile',
    'cry',
    'wait',
    'stay',
    'go',
    'leave',
    'run',
    'hide',
    'grow',
    'change',
    'try',
    'sleep',
    'dream',
    'play',
    'come home',
    'say goodbye',
  ],
  light: ['shine', 'glow', 'fade', 'shine bright'],
  fire: ['burn', 'glow', 'fade', 'rise'],
  falls: ['fall'],
  flies: ['fly', 'rise', 'fall', 'soar'],
  grows: ['grow', 'fade'],
  water: ['rise', 'fall', 'turn', 'break'],
  rises: ['rise'],
  weather: ['change', 'fade', 'break', 'turn'],
  // A hope may grow, but which one does is not known here: a broken heart does not.
  abstract: ['fade', 'change', 'last', 'break', 'end'],
  time: ['fade', 'end', 'last', 'go', 'change'],
  activity: ['end', 'last', 'begin'],
};

/** Whether the subject does the verb ("the stars" shine, "the rain" falls). */
export function subjectDoes(theme: Placeable, verb: string): boolean {
  return [theme.kind, ...theme.traits].some((sort) => DOES[sort]?.includes(verb) ?? false);
}

/** What a feeling, a loss or a journey teaches: nothing of the hands, only of the heart. */
const INNER_LESSONS = [
  'heal',
  'believe',
  'let go',
  'hold on',
  'carry on',
  'forgive',
  'forget',
  'survive',
  'wait',
  'say goodbye',
  'begin',
  'try',
  'change',
  'stay',
  'belong',
  'breathe',
  'smile',
  'dream',
  'pray',
  'fight',
  'rise',
  'leave',
];

/** Whether the subject can teach the verb: a person anything, a feeling or a journey an inner lesson. */
export function subjectTeaches(theme: Placeable, verb: string): boolean {
  // An old dog teaches patience, not driving.
  if (theme.kind === 'person' && !theme.traits.includes('animal')) return true;
  if (theme.kind === 'person') return INNER_LESSONS.includes(verb);
  if (theme.kind === 'abstract' || theme.kind === 'activity') return INNER_LESSONS.includes(verb);
  return false;
}

/**
 * What the subject, called by name, may be asked to do ("Red balloon, carry me away"): the words after
 * the call → the kinds and traits that can do it. Calls not listed may be made of anything.
 */
const CALLS: Readonly<Record<string, readonly Sort[]>> = {
  'shine down on': ['light'],
  'take me': ['person', 'time', 'activity', 'abstract', 'path', 'water', 'flies', 'floats', 'light'],
  'carry me': ['person', 'time', 'activity', 'abstract', 'path', 'water', 'flies', 'floats', 'weather'],
  'stay with me': ['person', 'time', 'abstract', 'light', 'weather', 'sound', 'thing'],
  'hold me': ['person', 'abstract', 'time', 'water', 'place'],
  'be mine': ['person'],
  'hold on': ['person', 'abstract'],
};

/** Whether the subject, called by name, can do what the words after the call ask. */
export function answersCall(theme: Placeable, call: string): boolean {
  const key = Object.keys(CALLS).find((c) => call === c || call.startsWith(`${c} `));
  const sorts = key === undefined ? undefined : CALLS[key];
  return sorts === undefined || [theme.kind, ...theme.traits].some((s) => sorts.includes(s));
}
