// Word pairs that exist, for the lyric templates to draw on: which kinds of subject each verb takes as its
// object ("carried" a thing, "take me back to" a place or a time), which kinds can do what a line says of
// them ("was shining down on": a light), and which endings fit the words in front of them ("it would"
// fade or change, "the morning came up" bright or cold, "dancing" by the sea but not in my hand).
// Hand-written: npm ships n-gram tools and downloaders but no phrase list or n-gram data of its own under a
// licence AGPL-3.0 allows, and nothing is downloaded at run time.
import { answersCall, subjectDoes, subjectTeaches } from './lyric-actors';
import { THEME_KINDS, type ThemeKind, type ThemeTrait } from './lyric-kinds';
import { INNER_PLACES, singerCanBe, soundCanBe, subjectCanBe, type Placeable } from './lyric-places';

/** A kind of subject, or a trait some subjects have ("sound": the rain, a guitar, a heartbeat). */
export type Sort = ThemeKind | ThemeTrait;
const ALL: readonly Sort[] = THEME_KINDS;
const BUT = (...not: ThemeKind[]): ThemeKind[] => THEME_KINDS.filter((k) => !not.includes(k));
/** Subjects that can do something while watched or let be. */
const ACTORS: readonly Sort[] = [
  'person',
  'light',
  'fire',
  'falls',
  'flies',
  'grows',
  'water',
  'rises',
  'abstract',
];
/** Subjects that can change, end or go on ("I never thought the summer would end"). */
const DOERS: readonly Sort[] = [...ACTORS, 'time', 'activity', 'weather'];

/**
 * Verb (with its particle) → the kinds (or traits) of subject it takes as its object, as in "I carried
 * #kw#": one hears a sound, follows a person, a road or a light.
 */
export const VERB_OBJECTS: Readonly<Record<string, readonly Sort[]>> = {
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
  heard: ['sound'],
  chasing: ['person', 'light', 'abstract'],
  loved: BUT('abstract'),
  followed: ['person', 'path', 'light'],
  follow: ['person', 'path', 'light'],
  'searching for': ['person', 'place', 'thing', 'abstract'],
  'looking for': ['person', 'place', 'thing', 'abstract'],
  'take me back to': ['place', 'time'],
  'all I need is': ['person', 'thing', 'scene', 'abstract'],
  'singing for': ['person', 'abstract'],
  'living for': ['person', 'time', 'activity', 'abstract'],
  'give me': ['thing', 'time', 'weather', 'light', 'abstract'],
  'dancing with': ['person', 'light', 'weather'],
  'I feel': ['weather', 'light', 'abstract'],
  'I see': ['person', 'place', 'thing', 'light', 'weather', 'water'],
  with: ['person', 'thing', 'weather', 'light'],
  'nothing ever felt like': BUT('thing'),
  'full of': ['weather', 'light', 'sound', 'thing', 'abstract'],
  watching: ACTORS,
  let: ACTORS,
  'never thought': DOERS,
  'waited for': DOERS,
  'held on to': ['person', 'thing', 'abstract', 'time'],
  'talked about': ALL,
};

/** What is said of the subject → the kinds that can do it, as in "#kw# #was# waiting". */
export const SUBJECT_VERBS: Readonly<Record<string, readonly Sort[]>> = {
  'was waiting': ['person'],
  'was calling': ['person', 'place', 'time', 'sound', 'light', 'path', 'water'],
  'was calling me': ['person', 'place', 'time', 'sound', 'light', 'path', 'water'],
  and: ALL,
  // A person teaches anything, a feeling or a journey what is learnt inside (lyric-actors.ts).
  'taught me how to': ['person', 'abstract', 'activity'],
  'made me feel so': ALL,
  // "The old guitar kept me warm", not "the rain kept me warm".
  'kept me': ['person', 'thing', 'place', 'light', 'fire', 'abstract'],
  'left me feeling': ALL,
  'carried me': ['person', 'water', 'path', 'flies', 'floats'],
  'was shining down on': ['light'],
  would: DOERS,
  was: ALL,
  // "Rain in the dark", "the lighthouse in the fog": a bare name and a place, for what one sees there
  // (what the place may hold is said in lyric-places.ts); not "best friends in the town".
  '': ['thing', 'scene', 'time', 'place'],
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
  'free',
];
/** Verbs that something which changes does ("I never thought that it would fade"). */
const CHANGES = ['fade', 'change', 'last', 'break', 'end', 'burn', 'fall', 'grow', 'shine', 'rise', 'glow'];
/** Verbs of going somewhere ("and we will run"). */
const GOING = ['go', 'stay', 'run', 'hide', 'turn', 'roam', 'drive', 'ride', 'sail', 'fly', 'rest', 'sleep'];
/** "We had nowhere else to …": go, run, hide or turn, not fly or sail. */
const NOWHERE = ['go', 'run', 'hide', 'turn', 'roam'];
/** What one finds the strength to do: what is hard inside, not a skill ("found the strength to sail"). */
const STRENGTH = [
  'survive',
  'believe',
  'let go',
  'hold on',
  'carry on',
  'forgive',
  'forget',
  'begin',
  'try',
  'fight',
  'heal',
  'leave',
  'stay',
  'change',
  'say goodbye',
  'rise',
  'smile',
  'breathe',
  'wait',
];
/** What one is born or meant to do: a way of being alive, not a chore ("born to drive", "born to catch fire"). */
const BORN = ['run', 'fly', 'shine', 'dance', 'sing', 'dream', 'roam', 'soar', 'rise', 'shine bright'];
/** What a song or a place made someone do ("you made me dance"), not "you made me drive". */
const MADE = ['dance', 'sing', 'dream', 'smile', 'shine', 'fly', 'soar', 'rise', 'believe', 'stay', 'try'];
/** What one may be afraid to do. */
const AFRAID = [
  'leave',
  'let go',
  'say goodbye',
  'try',
  'stay',
  'fall',
  'break',
  'cry',
  'wait',
  'change',
  'forget',
  'begin',
  'believe',
  'dream',
];
/** How we are, said of ourselves ("we’re young", "we’re free"), not "we’re new". */
const BEING = [
  'free',
  'alive',
  'young',
  'wild',
  'strong',
  'brave',
  'safe',
  'lost',
  'alone',
  'awake',
  'bold',
  'warm',
  'whole',
  'glad',
  'sad',
  'blue',
];
/** How the world feels around someone ("with you the world felt new"), not "strong" or "wild". */
const WORLD = [
  'new',
  'right',
  'bright',
  'strange',
  'warm',
  'sweet',
  'free',
  'alive',
  'young',
  'golden',
  'whole',
  'cold',
  'slow',
  'real',
  'light',
  'good',
  'blue',
  'clear',
];
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
  'run',
  'hide',
  'go',
  'wait',
  'sleep',
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
/** Ways one goes on foot or by road: not "into the sky", "into the blue" or "higher and higher". */
const ON_FOOT = AWAY.filter((w) => !/\b(?:sky|blue|higher|beyond)\b/.test(w));
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
    would: CHANGES,
    'nowhere else to': NOWHERE,
    'taught me how to': LEARNED,
    'teach me how to': LEARNED,
    'learning how to': LEARNED,
    'learned to': LEARNED,
    'strength to': STRENGTH,
    'afraid to': AFRAID,
    'meant to': BORN,
    'only wanted to': [...BORN, 'stay', 'come home', 'belong', 'hold on', 'breathe'],
    'showed me how to': LEARNED,
    'ready to': [...STRENGTH, ...BORN],
    'you not to': ['leave', 'go', 'say goodbye', 'cry', 'change', 'forget', 'let go', 'wait', 'hide', 'run'],
    'made me want to': [...BORN, ...MADE],
    'trying to': STRENGTH,
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
      'wake',
    ],
    'born to': BORN,
    gonna: EAGER,
    'just want to': EAGER,
    'come on and': EAGER,
    'time to': EAGER,
    'you made me': MADE,
    'this feeling': ['fade', 'change', 'end', 'go', 'break'],
    'our love': ['grow', 'shine', 'rise', 'glow', 'last', 'burn'],
    'let it all': ['go', 'fade', 'fall', 'burn'],
    'let our hearts': ['fly', 'soar', 'sing', 'dance', 'shine', 'rise', 'dream', 'glow'],
    'and we will': [...GOING, ...EAGER],
    watching: SHOWING,
    let: SHOWING,
  },
  adj: {
    'the morning came up': WEATHER,
    'the air was sweet and': WEATHER.filter((w) => w !== 'sweet'),
    'the night is': WEATHER,
    'everything was': STATES,
    'kept me': ['warm', 'safe', 'young', 'strong', 'free', 'alive', 'awake', 'whole', 'true'],
    'left me feeling': FEELINGS,
    'our love was': [
      'true',
      'new',
      'real',
      'sweet',
      'golden',
      'strong',
      'young',
      'gone',
      'wild',
      'bright',
      'warm',
      'slow',
    ],
    'everything is': STATES,
    'made me feel so': FEELINGS,
    'feel so': FEELINGS,
    'felt so': FEELINGS,
    'remember feeling': FEELINGS,
    // "I was high" is not how one feels; "I feel so high" is.
    'we were so': FEELINGS.filter((w) => w !== 'high'),
    'and we were': FEELINGS.filter((w) => w !== 'high'),
    'we were young and we were': FEELINGS.filter((w) => w !== 'young' && w !== 'high'),
    'we’re young and we’re': FEELINGS.filter((w) => w !== 'young'),
    'make me feel': FEELINGS,
    'our hearts are': ['free', 'alive', 'young', 'wild', 'strong', 'whole', 'brave', 'true', 'warm'],
    'and we will stay': ['free', 'young', 'wild', 'strong', 'true', 'warm', 'safe', 'golden', 'awake'],
    'we’re': BEING,
    so: FEELINGS,
    'the world felt': WORLD,
    was: STATES,
  },
  where: {
    floating: AWAY,
    flying: AWAY,
    drifting: AWAY,
    'carried us': ON_FOOT,
    'carried me': ON_FOOT,
    'carry me': AWAY,
    leading: ON_FOOT,
    'calling me': ON_FOOT,
    'take me': AWAY,
    drift: AWAY,
    running: ON_FOOT,
    walking: ON_FOOT,
    run: ON_FOOT,
    followed: ON_FOOT,
    moving: ON_FOOT,
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
    'I loved': ['with all my heart', 'without a doubt', 'with love'],
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
    'talked about': PAST_TIMES,
    'held on to': PAST_TIMES,
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

/**
 * Words that take only the places listed, outer ones included ("I’ll keep you in the crowd", "I come alive
 * on the ground", "we left our worries through the night" are not said).
 */
const ONLY_PLACES: Readonly<Record<string, readonly string[]>> = {
  'keep you': ['in my heart', 'in my head', 'in my dreams', 'in my soul', 'in my arms'],
  'come alive': [
    'in the dark',
    'in the light',
    'in the sun',
    'in the rain',
    'by the sea',
    'on the stage',
    'under the stars',
    'beneath the moon',
    'in the glow',
    'in the spring',
    'in the heat',
    'by the fire',
    'on the floor',
    'through the night',
    'in the street',
    'in the crowd',
    'in the snow',
    'under summer skies',
    'in the town',
    'on the beach',
  ],
  'left our worries': [
    'by the sea',
    'by the shore',
    'on the beach',
    'in the sand',
    'down the road',
    'in the car',
    'at the door',
    'in the past',
    'in the rain',
    'in the breeze',
    'in the air',
    'in the waves',
    'on the tide',
    'down the track',
    'by the coast',
  ],
  'wrote your name': ['in the sand', 'in the snow', 'in my heart', 'in the dew', 'in the rain'],
};
/** Places only some words take: one waits, meets or is found at a gate or a door. */
/** Places some words do not take: one does not stand or walk in a car. */
const PLACE_SHUNNERS: Readonly<Record<string, readonly string[]>> = {
  'in the car': ['standing', 'walking', 'wander', 'dancing'],
  'on the floor': ['walking', 'wander', 'standing'],
  'on the train': ['standing', 'walking', 'wander', 'dancing'],
};
const PLACE_TAKERS: Readonly<Record<string, readonly string[]>> = {
  'at the gate': ['waiting', 'meet me', 'find me', 'found', 'left our worries'],
  'at the door': ['waiting', 'meet me', 'find me', 'found', 'left our worries'],
};
/** Words of a line that put a sound, not the singer, at its place ("your laughter echoed down the hall"). */
const SOUND_WORDS = /\b(?:echoed|playing|heard|song|radio|music|laughter)\b/;
/** A template whose place ending says where its subject is ("I found #kw# #end#", "#kw# #was# waiting …"). */
const PLACES_SUBJECT = /#(?:kw|bare)#(?: #was# waiting)? #end#$/;

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
export function keywordCollocation(template: string): readonly Sort[] | null {
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

/** The words after the subject called by name ("#bare#, take me #end#" → "take me"), or null. */
function callOf(template: string): string | null {
  return /#bare#, (.+?) ?#end#$/.exec(template)?.[1] ?? null;
}

/**
 * Whether the subject may fill the template's keyword slot with this ending: the verb takes it as object
 * (lyric-collocations), it can do what the line says it does or teaches (lyric-actors), it can answer the
 * call made to it, and it can be at the place the line puts it (lyric-places).
 */
export function fitsTheme(
  template: string,
  theme: Placeable,
  ending: { text: string; cls: string },
): boolean {
  // A line that ends on the keyword holds it where `#end#` stands: "hold on to #end#".
  const slot = ending.cls === 'keyword' ? template.replace(/#end#$/, '#kw#') : template;
  const sorts = keywordCollocation(slot) ?? ALL;
  if (!sorts.includes(theme.kind) && !theme.traits.some((t) => sorts.includes(t))) return false;
  const call = callOf(template);
  if (call !== null && !answersCall(theme, call)) return false;
  // A person may carry someone away; an old dog may not.
  if (/\bcarried me\b/.test(template) && theme.traits.includes('animal')) return false;
  const around = aroundKeyword(slot);
  if (ending.cls === 'verb') {
    if (/\b(?:taught|teach) me how to$/.test(around?.after ?? call ?? ''))
      return subjectTeaches(theme, ending.text);
    // "With my brother I learned to drive", but with wildflowers only what is learnt inside.
    if (around?.before === 'with' && /\blearned to$/.test(around.after))
      return (
        subjectTeaches(theme, ending.text) || subjectTeaches({ kind: 'abstract', traits: [] }, ending.text)
      );
    // "watching #kw# #end#", "I never thought #kw# would #end#", "I waited for #kw# to #end#": the
    // subject does it.
    if (around && ['', 'would', 'to'].includes(around.after) && around.before !== '')
      return subjectDoes(theme, ending.text);
  }
  if (ending.cls === 'place' && PLACES_SUBJECT.test(template)) return subjectCanBe(theme, ending.text);
  return true;
}

const endingFits = new Map<string, boolean>();

/** Whether an ending (of a pool class, or the keyword) fits after the template's words. */
export function fitsEnding(template: string, ending: { text: string; cls: string }): boolean {
  const key = `${template}|${ending.cls}|${ending.text}`;
  let fits = endingFits.get(key);
  if (fits === undefined) {
    fits = endingFitsTemplate(template, ending);
    if (endingFits.size > 50_000) endingFits.clear();
    endingFits.set(key, fits);
  }
  return fits;
}

function endingFitsTemplate(template: string, ending: { text: string; cls: string }): boolean {
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
  const keyIn = (table: Readonly<Record<string, unknown>>): string | undefined =>
    Object.keys(table)
      .filter((w) => endsWithWords(before, w) || (table === ONLY_PLACES && before.includes(w)))
      .sort((a, b) => b.length - a.length)[0];
  const key = keyIn(fits);
  const only = key === undefined ? undefined : fits[key];
  if (ending.cls === 'place') {
    const onlyKey = keyIn(ONLY_PLACES);
    if (onlyKey !== undefined) return ONLY_PLACES[onlyKey]?.includes(ending.text) ?? false;
    if (PATHS.has(ending.text) && !MOVING_WORDS.test(before)) return false;
    if (PLACE_SHUNNERS[ending.text]?.some((w) => before.includes(w))) return false;
    const takers = PLACE_TAKERS[ending.text];
    if (takers && !takers.some((w) => before.includes(w))) return false;
    if (INNER_PLACES.has(ending.text)) return only?.includes(ending.text) ?? false;
    // The subject's own place is judged by what the subject is (fitsTheme); else a sound's or the singer's.
    if (PLACES_SUBJECT.test(template)) return true;
    return SOUND_WORDS.test(before) ? soundCanBe(ending.text) : singerCanBe(ending.text);
  }
  return only === undefined || only.includes(ending.text);
}
