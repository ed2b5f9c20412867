// Word pairs that exist, for the lyric templates to draw on: which kinds of subject each verb takes as its
// object ("carried" a thing, "take me back to" a place or a time), which kinds can do what a line says of
// them ("was shining down on": a light), and which endings fit the words in front of them ("it would"
// fade or change, "the morning came up" bright or cold, "dancing" by the sea but not in my hand).
// Hand-written: npm ships n-gram tools and downloaders but no phrase list or n-gram data of its own under a
// licence AGPL-3.0 allows, and nothing is downloaded at run time.
import { THEME_KINDS, type ThemeKind } from './lyric-kinds';

const ALL = THEME_KINDS;
const BUT = (...not: ThemeKind[]): ThemeKind[] => THEME_KINDS.filter((k) => !not.includes(k));

/** Verb (with its particle) → the kinds of subject it takes as its object, as in "I carried #kw#". */
export const VERB_OBJECTS: Readonly<Record<string, readonly ThemeKind[]>> = {
  remember: ALL,
  forget: ALL,
  'coming back to': ['place', 'time', 'person', 'scene'],
  'dreaming of': ALL,
  'dream of': ALL,
  'thinking of': ALL,
  'think of': ALL,
  'hold on to': ALL,
  'here’s to': ALL,
  'wrote a song about': ALL,
  'all for': ALL,
  and: ALL,
  found: ['thing', 'person', 'abstract'],
  find: ['thing', 'person', 'abstract'],
  carried: ['thing'],
  heard: ['person', 'scene'],
  chasing: ['person', 'scene', 'abstract'],
  loved: BUT('abstract'),
  followed: ['person', 'scene'],
  follow: ['person', 'scene'],
  'searching for': ['person', 'place', 'thing', 'abstract'],
  'looking for': ['person', 'place', 'thing', 'abstract'],
  'take me back to': ['place', 'time'],
  'all I need is': ['person', 'thing', 'scene', 'abstract'],
  'singing for': ['person', 'abstract'],
  'living for': ['person', 'time', 'activity', 'abstract'],
  'give me': ['thing', 'time', 'scene', 'abstract'],
  'dancing with': ['person', 'scene'],
  'I feel': ['scene', 'abstract'],
  'I see': ['person', 'place', 'thing', 'scene'],
  with: ['person', 'thing', 'scene'],
  'nothing ever felt like': BUT('thing'),
  'full of': ['scene', 'thing', 'abstract'],
  watching: ['person', 'scene'],
  let: ['person', 'scene', 'abstract'],
};

/** What is said of the subject → the kinds that can do it, as in "#kw# #was# waiting". */
export const SUBJECT_VERBS: Readonly<Record<string, readonly ThemeKind[]>> = {
  'was waiting': ['person'],
  'was calling': ['person', 'place', 'scene', 'time'],
  'was calling me': ['person', 'place', 'scene', 'time'],
  and: ALL,
  'taught me how to': BUT('thing'),
  'made me feel so': ALL,
  'was shining down on': ['scene'],
  was: ALL,
  // "Summer rain in the night": a place is not somewhere else.
  '': BUT('place'),
};

/** Adjectives that say how a person feels ("I never felt so free"). */
const FEELINGS = [
  'free',
  'alive',
  'cold',
  'bold',
  'blue',
  'young',
  'wild',
  'high',
  'strong',
  'real',
  'fine',
  'right',
  'alright',
  'warm',
  'lost',
  'whole',
  'brave',
  'safe',
  'sure',
  'low',
  'sad',
  'glad',
  'strange',
  'good',
  'understood',
  'awake',
  'alone',
  'light',
  'new',
];
/** Adjectives for the air, a morning, a night. */
const WEATHER = [
  'bright',
  'cold',
  'clear',
  'warm',
  'sweet',
  'new',
  'slow',
  'golden',
  'blue',
  'light',
  'strange',
];
/** Adjectives for how things were ("and everything was golden"). */
const STATES = [
  'bright',
  'new',
  'fine',
  'right',
  'alright',
  'golden',
  'good',
  'sweet',
  'strange',
  'real',
  'clear',
  'slow',
  'warm',
  'true',
  'gone',
  'wild',
  'free',
];
/** Verbs that something which changes does ("I never thought that it would fade"). */
const CHANGES = ['fade', 'change', 'last', 'break', 'end', 'burn', 'fall', 'grow', 'shine', 'rise', 'glow'];
/** Verbs of going somewhere ("we had nowhere else to run"). */
const GOING = ['go', 'stay', 'run', 'hide', 'turn', 'roam', 'drive', 'ride', 'sail', 'fly', 'rest', 'sleep'];
/** Verbs a thing or a light can do while watched or let be ("watching the stars rise"). */
const SHOWING = ['shine', 'fly', 'fall', 'fade', 'grow', 'burn', 'rise', 'glow', 'dance', 'sail', 'turn'];
/** What one learns, is taught, or finds the strength to do ("learning how to let go"). */
const LEARNED = [
  'dance',
  'sing',
  'breathe',
  'dream',
  'fly',
  'try',
  'wait',
  'survive',
  'belong',
  'begin',
  'pray',
  'fight',
  'heal',
  'rest',
  'let go',
  'hold on',
  'carry on',
  'believe',
  'forgive',
  'smile',
  'forget',
  'change',
  'drive',
  'ride',
  'sail',
  'climb',
  'say goodbye',
  'stay',
  'leave',
  'rise',
  'shine',
];
/** What one swears never to do, is told not to, or does not want to do. */
const REFUSED = [
  'leave',
  'forget',
  'let go',
  'say goodbye',
  'cry',
  'pretend',
  'change',
  'break',
  'fall',
  'fade',
  'run',
  'hide',
  'go',
  'wait',
  'sleep',
  'wake',
  'stay',
  'turn',
  'try',
  'come home',
];
/** What one is born, free or eager to do ("we were born to run"). */
const EAGER = [
  'run',
  'fly',
  'shine',
  'dance',
  'sing',
  'dream',
  'ride',
  'drive',
  'soar',
  'roam',
  'play',
  'win',
  'burn',
  'rise',
  'glow',
  'catch fire',
  'shine bright',
  'sail',
  'breathe',
  'smile',
  'come home',
  'feel',
];
/** Ways of going away with nothing to push against ("you and I were floating far away"). */
const AWAY = [
  'away',
  'far away',
  'home',
  'along',
  'beyond',
  'out of sight',
  'far and wide',
  'all the way',
  'into the blue',
  'into the night',
  'into the sky',
  'into the sun',
  'to the sea',
  'to the shore',
  'to the west',
  'higher and higher',
  'back',
  'into the dark',
];
/** How one dances, moves or sings. */
const MOVING = [
  'side by side',
  'hand in hand',
  'heart to heart',
  'on and on',
  'out of control',
  'out of time',
  'like we used to',
  'like a dream',
  'like the tide',
  'in slow motion',
  'wild and free',
  'without a care',
  'all night',
  'like a child',
  'in a trance',
  'in a daze',
  'with all my heart',
  'like the ocean',
];
/** Ways along or across, which only lines of someone moving may take ("walking slowly down the lane"). */
const PATHS: ReadonlySet<string> = new Set([
  'down the lane',
  'down the road',
  'down the street',
  'across the town',
  'across the land',
  'through the grass',
  'through the fog',
  'down the hall',
  'down the trail',
  'down the track',
  'up the hill',
]);
/** The words of a line in which someone moves, and so may go along a path. */
const MOVING_WORDS =
  /\b(?:dancing|singing|walking|wander|chasing|running|lost|carried|drive|driving|riding|moving|follow|followed|calling)\b/;
/** Places inside a person, which only lines about the heart or mind may name. */
export const INNER_PLACES: ReadonlySet<string> = new Set([
  'in my hand',
  'in my soul',
  'in my sleep',
  'in my dreams',
  'in my head',
  'in my arms',
  'in my heart',
  'in your eyes',
  'by your side',
  'in the past',
]);

/** Times a line told in the past can end on: not "tomorrow", "soon", "right now". */
const PAST_TIMES = [
  'again',
  'forever',
  'all night long',
  'every day',
  'at last',
  'till the end',
  'all the time',
  'one more time',
  'for a while',
  'like never before',
  'till the break of day',
  'once more',
  'all year round',
  'till the morning light',
  'until the dawn',
  'once again',
  'every night',
];

type FitClass = 'verb' | 'adj' | 'where' | 'manner' | 'place' | 'when';
/**
 * Per class of ending, the words before it → the endings of that class that fit after them, for words
 * after which not all do. For places the list names the inner places the words take (outer ones always fit).
 */
const ENDING_FITS: Readonly<Record<FitClass, Readonly<Record<string, readonly string[]>>>> = {
  verb: {
    'it would': CHANGES,
    'nowhere else to': GOING,
    'taught me how to': LEARNED,
    'teach me how to': LEARNED,
    'learning how to': LEARNED,
    'learned to': LEARNED,
    'strength to': LEARNED,
    'too young to': [
      'leave',
      'stay',
      'drive',
      'fight',
      'let go',
      'say goodbye',
      'forget',
      'forgive',
      'pretend',
      'wait',
    ],
    'not to': REFUSED,
    'ask me to': REFUSED,
    'want to': REFUSED,
    never: REFUSED,
    'won’t ever': REFUSED,
    'never have to': [
      'wait',
      'cry',
      'hide',
      'pretend',
      'say goodbye',
      'leave',
      'run',
      'break',
      'fight',
      'change',
    ],
    'born to': EAGER,
    gonna: EAGER,
    'just want to': EAGER,
    'come on and': EAGER,
    'time to': EAGER,
    'you made me': EAGER,
    'let it': CHANGES,
    'let it all': [...CHANGES, 'go'],
    'let our hearts': EAGER,
    'and we will': [...GOING, ...EAGER],
    watching: SHOWING,
    let: SHOWING,
  },
  adj: {
    'the morning came up': WEATHER,
    'the air was sweet and': WEATHER.filter((w) => w !== 'sweet'),
    'the night is': WEATHER,
    'everything was': STATES,
    'everything is': STATES,
    'made me feel so': FEELINGS,
    'feel so': FEELINGS,
    'felt so': FEELINGS,
    'remember feeling': FEELINGS,
    'we were so': FEELINGS,
    'and we were': FEELINGS,
    'we were young and we were': FEELINGS.filter((w) => w !== 'young'),
    'we’re young and we’re': FEELINGS.filter((w) => w !== 'young'),
    'make me feel': FEELINGS,
    'our hearts are': ['free', 'alive', 'young', 'wild', 'strong', 'whole', 'brave', 'true', 'warm'],
    'and we will stay': ['free', 'young', 'wild', 'strong', 'true', 'warm', 'safe', 'golden', 'awake'],
    'we’re': FEELINGS,
    so: FEELINGS,
    'the world felt': [...FEELINGS, ...WEATHER],
    was: STATES,
  },
  where: {
    floating: AWAY,
    flying: AWAY,
    drifting: AWAY,
    'carried us': AWAY,
    'carry me': AWAY,
    leading: AWAY,
    'calling me': AWAY,
    'take me': AWAY,
    drift: AWAY,
  },
  manner: {
    dancing: MOVING,
    moving: MOVING,
    move: MOVING,
    dance: MOVING,
    singing: [
      'out loud',
      'like a bird',
      'like a prayer',
      'with all my heart',
      'on and on',
      'all night',
      'like we used to',
      'without a care',
      'with love',
    ],
    living: [
      'wild and free',
      'without a care',
      'on and on',
      'out of control',
      'like a dream',
      'like we used to',
      'like a child',
      'hand in hand',
      'side by side',
      'in a daze',
      'out of time',
      'with love',
    ],
    burning: [
      'like a flame',
      'like a star',
      'with desire',
      'out of control',
      'on and on',
      'like the stars above',
      'all night',
    ],
    burn: ['like a flame', 'like a star', 'with desire', 'out of control', 'on and on', 'all night'],
    'I loved': ['with all my heart', 'without a doubt', 'with love', 'like a child'],
  },
  when: {
    'was playing': PAST_TIMES,
    'were dreaming': PAST_TIMES,
    'was dreaming of': PAST_TIMES,
    'was calling': PAST_TIMES,
    'sang along': PAST_TIMES,
    'would hold you close': PAST_TIMES,
    'swore we’d stay': PAST_TIMES,
    'promised you’d be mine': PAST_TIMES,
    'thinking of': PAST_TIMES,
    'stay with me': [
      'tonight',
      'forever',
      'all night long',
      'till the end',
      'for a while',
      'till the morning light',
      'right now',
      'once more',
    ],
  },
  place: {
    carried: ['in my heart', 'in my hand', 'in my arms', 'in my head'],
    echoed: ['in my head', 'in my heart', 'in my dreams', 'in my sleep', 'in my soul', 'in the past'],
    heard: ['in my head', 'in my sleep', 'in my dreams'],
    found: ['in your eyes', 'in my heart', 'in my dreams'],
    remember: ['in my dreams'],
    'meet me': ['in my dreams', 'in my sleep'],
    'find me': ['in my dreams', 'in my sleep'],
    'hold me close': ['by your side'],
    'walking slowly': ['by your side'],
    'we were singing': ['by your side'],
    'keep you': ['in my heart', 'in my head', 'in my dreams', 'in my soul', 'in my arms'],
  },
};

/** The template's words around `#kw#` (or `#bare#` without a comma), split at it; null when it has none. */
function aroundKeyword(template: string): { before: string; after: string } | null {
  const match = /#kw#|#bare#(?!,)/.exec(template);
  if (!match) return null;
  const before = template.slice(0, match.index).replace(/[,\s]+$/, '');
  const after = template
    .slice(match.index + match[0].length)
    .replace(/#end#$/, '')
    .replace(/#was#/g, 'was')
    .trim();
  return { before, after };
}

const endsWithWords = (text: string, words: string): boolean =>
  words !== '' && (text === words || text.endsWith(` ${words}`));

/** The verb in front of the keyword, or what the line says of it, from the lists above (null: none known). */
export function keywordCollocation(template: string): readonly ThemeKind[] | null {
  const around = aroundKeyword(template);
  if (!around) return ALL;
  if (around.before !== '' && !/^oh$/.test(around.before)) {
    const verb = Object.keys(VERB_OBJECTS)
      .filter((v) => endsWithWords(around.before, v))
      .sort((a, b) => b.length - a.length)[0];
    return verb === undefined ? null : (VERB_OBJECTS[verb] ?? null);
  }
  return SUBJECT_VERBS[around.after] ?? null;
}

/** Whether a subject of this kind may fill the template's keyword slot. */
export function takesKind(template: string, kind: ThemeKind): boolean {
  return (keywordCollocation(template) ?? ALL).includes(kind);
}

/** Whether an ending (of a pool class, or the keyword) fits after the template's words. */
export function fitsEnding(template: string, ending: { text: string; cls: string }): boolean {
  const fits = (ENDING_FITS as Readonly<Record<string, Readonly<Record<string, readonly string[]>>>>)[
    ending.cls
  ];
  if (!fits) return true;
  // The template's own words before the ending, with the keyword left out: "I carried #kw#" → "I carried".
  const before = template
    .replace(/#end#$/, '')
    .replace(/#was#/g, 'was')
    .replace(/#\w+#/g, ' ')
    .replace(/[\s,]+/g, ' ')
    .trim();
  const key = Object.keys(fits)
    .filter((w) => endsWithWords(before, w))
    .sort((a, b) => b.length - a.length)[0];
  const only = key === undefined ? undefined : fits[key];
  if (ending.cls === 'place') {
    if (PATHS.has(ending.text) && !MOVING_WORDS.test(before)) return false;
    return !INNER_PLACES.has(ending.text) || (only?.includes(ending.text) ?? false);
  }
  return only === undefined || only.includes(ending.text);
}
