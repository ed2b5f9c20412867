// A song brief read for what its lines may assume: who the song is to or about (a person or a pet, as
// sung: "my grandma", "my dog Max", "Uncle Ray"), whether they are here, far away, gone, a newborn or
// estranged, whether the song is about one event (a graduation, Christmas Eve alone, a move) or something
// ongoing, and a clean noun phrase for the subject ("my first apartment", not "Moving into my first
// apartment. Empty rooms"). Kit lines that assume more than the brief says are left out (lyric-kit-writer.ts).
import nlp from './nlp';
import { taggedTerms } from './compromise-terms';
import { isNounHead } from './lyric-brief';
import { readBriefEvent, type BriefEvent } from './lyric-brief-event';
import { isLossBrief } from './lyric-loss';
import { capitalize } from './text-utils';

/** Where the one sung to or about is, as far as the brief says. */
export type PersonState = 'present' | 'away' | 'gone' | 'newborn' | 'estranged' | 'unknown';

/**
 * What a kit line takes for granted: the one sung to is in the room ('present'), not here ('away'), alive,
 * a grown person who talks and calls ('adult'), a baby ('baby'), of the singer's home and family ('kin'),
 * a friend ('friend'); the subject comes round again and again ('recurring': "one more day of", "every …")
 * or is a long low stretch, not one event ('ongoing': "the coffee's cold, I let it stay"); or the occasion
 * is of a kind (lyric-brief-event.ts): a race, a game, a win, school, a group parting, a couple toasted,
 * work lost, the singer far from home; a love long shared ('settled': "I'll hold your hand when I am gray"),
 * or a subject the singer goes toward ('goal': "I'm ready for {kw}"), not one left behind; the day of a
 * contest, not training for it ('raceday'); a hard time that will pass, no illness that stays ('passing');
 * something long past, not still to come ('past'); a new start with its nerves ('start'); a faith found
 * once, not a ritual ('once'), or the ritual itself ('ritual'); nothing named to go to next ('unplanned'); a
 * job in the brief ('job'); no rain ('dry'); green land by day ('country'); news waited for ('waiting');
 * anger ('angry'); a contest not yet won ('unwon'); a love just begun ('fresh'); ghosts and shadows
 * ('spooky'); a pet ('pet'); guitars in the tags ('guitar'); letters and calls ('contact'); a return
 * ('returning'); someone of the brief ('someone'); the singer as the one who acts, not a song about
 * someone else ('self').
 */
export type LineNeed =
  | 'present'
  | 'away'
  | 'alive'
  | 'adult'
  | 'baby'
  | 'kin'
  | 'friend'
  | 'recurring'
  | 'ongoing'
  | 'race'
  | 'game'
  | 'won'
  | 'school'
  | 'group'
  | 'couple'
  | 'jobless'
  | 'homesick'
  | 'settled'
  | 'goal'
  | 'raceday'
  | 'passing'
  | 'past'
  | 'start'
  | 'once'
  | 'ritual'
  | 'unplanned'
  | 'job'
  | 'dry'
  | 'country'
  | 'waiting'
  | 'angry'
  | 'unwon'
  | 'fresh'
  | 'spooky'
  | 'pet'
  | 'guitar'
  | 'contact'
  | 'returning'
  | 'someone'
  | 'self';

export interface BriefPerson {
  /** As sung in a line: "my grandma", "my dog Max", "Uncle Ray", "you". */
  np: string;
  /** As called on ("Oh, Grandma"), or null when only "you" is known. */
  call: string | null;
  name: string | null;
  /** The relation as typed: "grandma", "dog", "best friend"; "you" when the brief names nobody. */
  relation: string;
  pet: boolean;
  /** A child ("my little sister", "my son"): no lines of calls, cooking or cheering on. */
  young: boolean;
  state: PersonState;
  /** Whether the song is to or about them, not only along for the ride ("games with my sister"). */
  about: boolean;
}

export interface BriefModel {
  person: BriefPerson | null;
  /** A single event (a graduation, a wedding, a first day, Christmas Eve alone), not an ongoing thing. */
  oneTime: boolean;
  /** The subject as a clean noun phrase ("my first apartment", "two jobs", "the ocean"), or null. */
  subject: string | null;
  /** Whether the song looks back (a Nostalgic tag, "used to", "childhood"): its people may be gone. */
  lookingBack: boolean;
  /** The kind of occasion: a sport, a goodbye, a toast, lost work, far from home. */
  event: BriefEvent;
  /**
   * Whether the subject is what the brief's sentence is about rather than its first words: "the cup" of
   * "our team finally won the cup", "my landlord" of "so angry at my landlord", "the socks" of "where do
   * all the socks go": sung in place of the brief's leading phrase.
   */
  focused: boolean;
}

const RELATIONS =
  'grandparents|parents|folks|grandma|grandmother|grandpa|grandfather|granny|gran|nana|nan|mom|mum|mother|mama|dad|father|papa|brother|sister|son|daughter|uncle|aunt|auntie|cousin|wife|husband|boyfriend|girlfriend|partner|best friend|friend|baby';
const PETS = 'dog|cat|puppy|kitten|pup|horse|pony|parrot|hamster|rabbit|bunny';
const ADJECTIVES = 'little|big|baby|newborn|best|older|younger|old|late|dear|new|sweet';
const PERSON = new RegExp(
  `\\b(?:(my|our|the|his|her|their)\\s+)?((?:(?:${ADJECTIVES})\\s+){0,2})(${RELATIONS}|${PETS})\\b(['’]s)?(?:\\s+([a-z]+))?`,
  'i',
);
const PET = new RegExp(`^(?:${PETS})$`, 'i');
/** Family words one calls a person by, as a name: "Oh, Grandma", "Mom, I'm still here". */
const CALLED = /^(?:grandma|grandpa|granny|gran|nana|nan|mom|mum|mama|dad|papa)$/i;
/** Family words one calls a person by in lower case: "Oh, brother". */
const CALLED_SMALL = /^(?:brother|sister)$/i;
/** Relations that are children, or are when called little: "my son", "my little sister". */
const CHILD = /^(?:son|daughter|baby)$/i;
const LITTLE = /\b(?:little|baby|newborn)\b/i;
/** Words of a love far away: the one sung to is "you", not in the room. */
const LOVE_AWAY = /\b(?:long[- ]distance|time zones?|video calls?|miles apart|miss(?:ing)? you)\b/i;
const LOOKING_BACK = /\b(?:used to|childhood|remember\w*|back then|years ago|growing up|grew up|old days)\b/i;
/** Titles that go before a name: "Uncle Ray", "Aunt June". */
const TITLES = /^(?:uncle|aunt|auntie|grandma|grandpa|nana|granny)$/i;
/** Words after a relation that are no name: "my dog bed", "mom in surgery", "my sister always wins". */
const NOT_NAMES =
  /^(?:is|was|and|or|in|at|on|of|for|with|to|from|by|who|that|has|had|always|never|still|just|so|too|would|will|can|could|passed|died|got|gets|sleeps|waits|keeps|says|room|bed|house|kitchen|car|toys?|face|hands?|voice|eyes|smile|birthday|wedding|funeral|garden|place|name|collar|leash|bowl|days?|time|years?|again|til|till|while|but|when|back|home|away|too|now|today|here|there|up|down|out|off|over|around|before|after|tonight|forever|anymore)$/i;

const GONE =
  /\b(?:(?:my|our|the) late|in memory of|in loving memory|celebration of (?:life|(?:his|her|their) life)|memorial|funeral|wake for|(?:no|without) crying|asked for dancing|would want us (?:dancing|to dance|to smile)|rip|rest in peace|miss(?:ing)? (?:him|her)|(?:she|he) (?:was|is) gone|until (?:she|he) (?:died|passed))\b/i;
const NEWBORN =
  /\b(?:newborn|new[- ]born|new baby|just born|lullaby|infant|baby (?:boy|girl|son|daughter|brother|sister))\b/i;
const AWAY =
  /\b(?:deployed|overseas|abroad|far away|far from (?:home|me)|miles away|long[- ]distance|moved away|moved to|across the (?:sea|ocean|world|country)|away at|in (?:prison|jail|hospital|surgery)|at sea|stationed|on tour|left for|time zones?|video calls?|letters? from)\b/i;
const ESTRANGED =
  /\b(?:ex|never called|never calls|stopped (?:answering|calling|writing|talking)|didn['’]?t call|doesn['’]?t call|never came back|never wrote|left me|walked out|ghosted|broke up|break ?up|divorce\w*|estranged|don['’]?t talk|stopped talking|cheated)\b/i;
const PRESENT =
  /\b(?:with (?:my|our|her|him)|playing (?:with|games)|together|still waits|waits by|waiting by|sleeps|sleeping|getting old|by my side|next to me|at home with|in my arms)\b/i;

/** Events that happen once: a graduation, a wedding, a move, a first or last day, a final. */
const ONE_TIME =
  /\b(?:graduat\w*|wedding|prom|funeral|first (?:day|night|date|kiss|apartment|job|dance|time)|last (?:day|night|game|match|mile|dance|time|show)|moving (?:in|into|out|away|to)|moved|got (?:fired|married|engaged|dumped)|fired|quit|championship|final|finals|marathon|farewell|toast|today|tonight|this year|never called|surgery|operation|waiting room|emergency room)\b/i;
/** Days that come every year, sung as one when the brief makes them one ("christmas eve alone"). */
const HOLIDAY =
  /\b(?:christmas(?: eve| day)?|new year['’]?s(?: eve| day)?|thanksgiving|halloween|easter|birthday|valentine['’]?s)\b/i;
const THIS_ONE = /\b(?:alone|this|first|last|without|new city|away from)\b/i;

/** A pronoun leading the brief ("she never called back"): the one the song is sung to, as "you". */
const PRONOUN_LEAD = /^(?:she|he)\b/i;

/** Marks that end a noun phrase: a full stop, a conjunction before a new clause. */
const CLAUSE_END = /[.!?;:]|\s(?:and still|and|but|because|til|till|until|so)\s/i;
const SUBJECT_PRONOUNS = /^(?:i|we|you|he|she|they|it|it['’]s|everything|everyone|nobody|someone)$/i;

function stateOf(text: string, found: RegExpExecArray | null): PersonState {
  const adjectives = (found?.[2] ?? '').toLowerCase();
  if (isLossBrief(text) || GONE.test(text) || /\blate\b/.test(adjectives)) return 'gone';
  if (ESTRANGED.test(text)) return 'estranged';
  if (NEWBORN.test(text) || /\b(?:newborn|baby)\b/.test(adjectives)) return 'newborn';
  if (AWAY.test(text)) return 'away';
  if (PRESENT.test(text)) return 'present';
  return 'unknown';
}

/** A word after a relation that names them ("max" of "my dog max"), by compromise's reading of it. */
function nameAfter(word: string | undefined, text: string): string | null {
  if (!word || NOT_NAMES.test(word) || word.length < 3) return null;
  const terms = taggedTerms(text);
  const term = terms.find((t) => t.normal === word.toLowerCase());
  if (!term) return null;
  const tags = term.tags;
  const named = ['Person', 'FirstName', 'ProperNoun', 'Month'].some((t) => tags.includes(t));
  // A plain noun names them only where nothing follows it that it could act on: "my dog max is old", not
  // "my mom beat cancer" (a verb compromise read as a noun).
  const next = terms[terms.indexOf(term) + 1];
  const actsOn =
    next !== undefined &&
    !/^(?:who|that|which|whose)$/.test(next.normal) &&
    ['Noun', 'Determiner', 'Adjective'].some((t) => next.tags.includes(t)) &&
    !next.tags.includes('Pronoun');
  const plainNoun =
    tags.includes('Noun') &&
    tags.includes('Singular') &&
    !tags.includes('Pronoun') &&
    !/ing$/.test(word) &&
    !actsOn;
  return named || plainNoun ? capitalize(word.toLowerCase()) : null;
}

/** Whether the person leads a keyword or is who it is for ("lullaby for my newborn daughter"). */
function isAbout(keyword: string, at: number): boolean {
  const before = keyword.slice(0, at).trim().toLowerCase();
  return before === '' || /\b(?:for|to|about|of|missing|miss)$/.test(before);
}

function personOf(keywords: readonly string[], text: string): BriefPerson | null {
  for (const keyword of keywords) {
    const found = PERSON.exec(keyword);
    if (!found) continue;
    const [, det, adjs = '', relationRaw = '', possessive, after] = found;
    const relation = relationRaw.toLowerCase();
    // "baby" alone in a love song is a sweetheart, not a child.
    if (relation === 'baby' && !NEWBORN.test(text)) continue;
    const name = possessive ? null : nameAfter(after, keyword.toLowerCase());
    const pet = PET.test(relation);
    const state = stateOf(text, found);
    const adjectives = adjs
      .trim()
      .toLowerCase()
      .split(/\s+/)
      .filter((a) => a !== '' && a !== 'late');
    const described = [...adjectives, relation].join(' ');
    const own = !det || /^(?:my|our)$/i.test(det) ? (det?.toLowerCase() ?? 'my') : 'my';
    const np =
      name && TITLES.test(relation) && adjectives.length === 0
        ? `${capitalize(relation)} ${name}`
        : `${own} ${described}${name ? ` ${name}` : ''}`;
    const plain = adjectives.length === 0;
    const call =
      name && TITLES.test(relation)
        ? np
        : (name ??
          (plain && CALLED.test(relation)
            ? capitalize(relation)
            : plain && CALLED_SMALL.test(relation)
              ? relation
              : null));
    const young = CHILD.test(relation) || (LITTLE.test(adjs) && !pet);
    const about = isAbout(keyword, found.index);
    // "divorce, who gets the dog": in a parting, one along for the ride is not the one left.
    if (!about && state === 'estranged') continue;
    return { np, call, name, relation, pet, young, state, about };
  }
  const you = (state: PersonState, about: boolean): BriefPerson => ({
    np: 'you',
    call: null,
    name: null,
    relation: 'you',
    pet: false,
    young: false,
    state,
    about,
  });
  const lead = keywords[0] ?? '';
  if (PRONOUN_LEAD.test(lead.trim())) {
    const state = stateOf(text, null);
    if (state === 'estranged' || state === 'away' || state === 'gone') return you(state, true);
  }
  // "long distance relationship": the one loved is far away, though the song is about the distance.
  if (LOVE_AWAY.test(text)) return you('away', false);
  // A divorce or a break-up is sung to the one left, as "you", not to the word ("letting go of divorce").
  if (ESTRANGED.test(text)) return you('estranged', true);
  return null;
}

/** Whether a phrase is a noun phrase a line can hold: short, one clause, ending on a noun. */
export function isCleanPhrase(phrase: string): boolean {
  const text = phrase.trim();
  if (text === '' || /[.!?;:"]/.test(text) || CLAUSE_END.test(` ${text} `)) return false;
  const all = text.split(/\s+/);
  // "the everything echoes": a pronoun after an article is still no noun phrase.
  const lead = /^(?:the|a|an|my)$/i.test(all[0] ?? '') ? all[1] : all[0];
  if (all.length > 7 || SUBJECT_PRONOUNS.test(lead ?? '')) return false;
  if (all.some((w) => /^(?:she|he|they|we|i|it['’]s|is|are|was|were)$/i.test(w))) return false;
  // A verb inside ("divorce splitting the furniture") makes a clause; one leading it is a doing.
  const terms = taggedTerms(text);
  const inner = terms.slice(1, -1);
  if (inner.some((t) => t.tags.includes('Verb') && !t.tags.includes('Noun') && !t.tags.includes('Adjective')))
    return false;
  // "christmas eve alone in a new city": an adjective after its noun says how, and starts a clause.
  const trailing = terms.some(
    (t, i) =>
      i > 0 &&
      t.tags.includes('Adjective') &&
      !t.tags.includes('Noun') &&
      terms[i - 1]?.tags.includes('Noun') === true &&
      terms[i + 1]?.tags.includes('Preposition') === true,
  );
  if (trailing) return false;
  return isNounHead(text);
}

/** The clean noun phrase a keyword is about: its first one that is no pronoun and no stretch of time. */
function subjectOf(keyword: string): string | null {
  const cut = (keyword.split(CLAUSE_END)[0] ?? '').trim();
  const terms = taggedTerms(cut);
  // A verb before the last word makes a clause ("working two jobs"); "garden" at the end may be tagged one.
  const verbal = terms
    .slice(0, -1)
    .some((t) => t.tags.includes('Verb') && !t.tags.includes('Noun') && !t.tags.includes('Adjective'));
  if (!verbal && isCleanPhrase(cut)) return cut.toLowerCase();
  // Its nouns are read in the whole sentence: "best day ever" of "got fired today and honestly best day ever".
  const sentence = (keyword.split(/[.!?;:]/)[0] ?? '').trim();
  const phrases: string[] = nlp(sentence).nouns().out('array');
  for (const raw of phrases) {
    // "christmas eve alone": a word after the noun that says how is no part of it.
    const words = raw
      .replace(/[.,!?;:]+$/g, '')
      .trim()
      .split(/\s+/);
    const last = taggedTerms(words.join(' ')).at(-1);
    if (words.length > 1 && last?.tags.includes('Adjective') && !last.tags.includes('Noun')) words.pop();
    const phrase = words.join(' ');
    // "all night", "every evening": a stretch of time, not what the song is about.
    const time = /^(?:all|every|each|tonight|today)\b/i.test(phrase) && !HOLIDAY.test(phrase);
    if (time || !isCleanPhrase(phrase)) continue;
    return phrase.replace(/^(?:a|an)\s/i, 'the ').toLowerCase();
  }
  return null;
}

/** What was won: "the cup" of "our team finally won the cup" ("our team" is who won, not the subject). */
const WON_OBJECT = /\b(?:won|win|wins|winning|lifted|took home)\s+((?:the|a|our|my)\s+(?:[a-z]+\s+)?[a-z]+)/i;
/** Who the anger is at: "my landlord" of "so angry at my landlord", "the landlord" of "rage against the landlord". */
const ANGRY_AT =
  /\b(?:(?:angry|mad|furious|fed up|sick|tired|pissed(?: off)?)\s+(?:at|with|of)|(?:rage|raging|anger|fury|war|fight\w*|protest\w*)\s+(?:against|at|with))\s+((?:my|the|our|this|that)\s+(?:[a-z]+\s+)?[a-z]+)/i;
/** What a question asks about: "the socks" of "where do all the socks go in the dryer". */
const ASKED =
  /^(?:where|why|what|how|who|when)\s+(?:do|does|did|is|are|was|were|can|could|would|will)\s+(?:all\s+)?((?:the|my|our)\s+[a-z]+)/i;
/** The work worked: "night shifts" of "working night shifts at a warehouse". */
const WORKED =
  /^(?:working|work)\s+((?:the\s+)?(?:[a-z]+\s+)?(?:shifts|shift|hours|overtime|doubles|nights|weekends))\b/i;
/** Where a job is worked: "the warehouse" of "working at a warehouse". */
const WORKED_AT = /^(?:working|work)\b[^,.;]*?\b(?:at|in)\s+(?:a|an|the)\s+([a-z]+)\b/i;
/** What a graduation leaves: "high school" of "high school graduation". */
const GRADUATED =
  /\b((?:high|middle|law|med|medical|nursing|grad|art) school|school|college|university|uni)\s+graduation\b/i;

/** The phrase a brief's sentence is about when its leading words are not (see `focused`), or null. */
function focusOf(keyword: string): string | null {
  const text = keyword.trim();
  for (const pattern of [WON_OBJECT, ANGRY_AT, ASKED]) {
    const found = pattern.exec(text)?.[1];
    if (!found) continue;
    // "won the cup final" is cut at nothing; "won a medal in" would end on a preposition.
    const phrase = found.replace(/\s+(?:in|at|on|for|with|to|from|go|goes|went|again)$/i, '').toLowerCase();
    if (isCleanPhrase(phrase)) return phrase.replace(/^(?:a|an)\s/, 'the ');
  }
  const school = GRADUATED.exec(text)?.[1];
  if (school) return school.toLowerCase();
  const work = WORKED.exec(text)?.[1];
  if (work) return work.toLowerCase();
  const place = WORKED_AT.exec(text)?.[1];
  return place ? `the ${place.toLowerCase()}` : null;
}

const cache = new Map<string, BriefModel>();

/** The brief (its keywords, or the keywords joined by commas) and its tags, read. */
export function readBriefModel(
  keywords: readonly string[] | string,
  tags: readonly string[] = [],
): BriefModel {
  const list = (typeof keywords === 'string' ? keywords.split(/[,;\n]+/) : keywords)
    .map((k) => k.trim())
    .filter((k) => k !== '');
  const key = `${list.join('|')}#${tags.join('|')}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const text = list.join(', ').replace(/’/g, "'");
  const person = personOf(list, text);
  const holiday = HOLIDAY.test(text) && THIS_ONE.test(text);
  // An event told in the past ("we won the championship", "the factory closed") happened once.
  const past = taggedTerms(text).some(
    (t) => t.tags.includes('PastTense') && !t.tags.includes('Passive') && !t.tags.includes('Adjective'),
  );
  // "rent due again", "every week": what comes round is no one event, whatever tense it is told in.
  const again = /\b(?:again|every|always|used to)\b/i.test(text);
  const oneTime = ONE_TIME.test(text) || holiday || (past && !again);
  let subject: string | null = null;
  const focus = list[0] !== undefined ? focusOf(list[0]) : null;
  for (const keyword of list) {
    subject = subjectOf(keyword);
    if (subject) break;
  }
  if (focus) subject = focus;
  // "grandma's kitchen" is sung as the singer's own: "my grandma's kitchen".
  if (subject && person && new RegExp(`^(?:${RELATIONS}|${PETS})['’]s\\s`, 'i').test(subject))
    subject = `my ${subject}`;
  const lookingBack = LOOKING_BACK.test(text) || tags.some((t) => /^nostalgic$/i.test(t.trim()));
  const event = readBriefEvent(text, person?.state === 'away', tags);
  const model: BriefModel = { person, oneTime, subject, lookingBack, event, focused: focus !== null };
  if (cache.size > 500) cache.clear();
  cache.set(key, model);
  return model;
}

/** Whether the brief allows everything a line takes for granted. */
export function meetsNeeds(needs: readonly LineNeed[] | undefined, model: BriefModel): boolean {
  if (!needs) return true;
  const p = model.person;
  return needs.every((need) => {
    switch (need) {
      case 'present':
        // A thing lost ("lost luggage") is no more here than one gone away.
        if (!p) return !model.event.lostThing;
        return p.state === 'present' || p.state === 'unknown' || p.state === 'newborn';
      case 'away':
        return p !== null && (p.state === 'away' || p.state === 'estranged' || p.state === 'gone');
      case 'alive':
        // Looked back on, someone of unknown state may be gone: no "you pick up every time I call".
        return !p || (p.state !== 'gone' && !(p.state === 'unknown' && model.lookingBack));
      case 'adult':
        return !p || (!p.pet && !p.young && p.state !== 'newborn');
      case 'baby':
        return p !== null && p.state === 'newborn';
      case 'kin':
        return !p || !/friend/i.test(p.relation);
      case 'friend':
        return p !== null && /friend/i.test(p.relation);
      case 'recurring':
      case 'ongoing':
        return !model.oneTime;
      case 'race':
      case 'game':
        return model.event.contest === need;
      case 'won':
      case 'school':
      case 'group':
      case 'couple':
      case 'jobless':
        return model.event[need];
      case 'homesick':
        return model.event.farFromHome;
      case 'settled':
        return !model.event.newLove;
      case 'goal':
        // Something gone toward ("I've dreamed of it since I was small"): not a place left, nor a job one
        // already works (the night shift, the docks), unless it is a first day.
        return !model.event.leaving && !(model.event.work && !model.event.newStart);
      case 'guitar':
        return model.event.guitarTag;
      case 'someone':
        return p !== null && p.relation !== 'you';
      case 'contact':
        return !model.event.noContact;
      case 'returning':
        return !model.event.movedAway && !model.event.noContact;
      case 'raceday':
        // The crowd, the finish line, the trophy: the day of the contest, not training for it.
        return !model.event.training;
      case 'passing':
        // "soon enough it'll fade away": no illness that stays, no caring for someone.
        return !model.event.illness;
      case 'past':
        // A place long left ("whatever became of…"): not a move still to come.
        return !model.event.upcoming;
      case 'start':
        return model.event.newStart;
      case 'once':
        // A faith found once ("where I didn't look"): not a ritual that comes round.
        return !model.event.ritual;
      case 'ritual':
        return model.event.ritual;
      case 'unplanned':
        // "I don't know what comes next": not when the brief names what comes next.
        return !model.event.nextStep;
      case 'job':
        return model.event.work;
      case 'dry':
        // Golden light: not on a rainy, grey or snowy day.
        return !model.event.rainy;
      case 'waiting':
        return model.event.waiting;
      case 'angry':
        return model.event.angry;
      case 'unwon':
        return !model.event.won;
      case 'pet':
        return p !== null && p.pet;
      case 'spooky':
        return model.event.spooky;
      case 'fresh':
        // A love just begun ("my heart is racing"), as the brief says: never a tenth anniversary, nor a love
        // of unknown age, whose song may sing a long shared life and must not sing both.
        return model.event.newLove && !model.event.longLove;
      case 'country':
        // Barns, green hills and open land by day: not a city, a night drive, a desert or the sea.
        return !model.event.noCountryside;
      case 'self':
        // The singer as the one who acts ("I've trained for this"): not a song about someone else.
        return !p || !p.about;
    }
    return true;
  });
}
