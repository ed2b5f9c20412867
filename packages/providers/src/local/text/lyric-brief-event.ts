// What kind of occasion a brief tells of, for the lines that assume one: a sport (a race or a game, won or
// lost), a goodbye to a time shared with others (school, a team), a toast to a couple, lost work, or the
// singer far from home. Read by word lists only, so that any brief with those words is read alike.

export interface BriefEvent {
  /** A race (a marathon, a sprint, a lap) or a game played by teams (a match, a final, a championship). */
  contest: 'race' | 'game' | null;
  /** The brief says the contest was won ("we won", "champions", "gold"). */
  won: boolean;
  /** School, college, a class: halls, lockers, yearbooks. */
  school: boolean;
  /** Several people parting ways (classmates, friends, a team): promises to keep in touch. */
  group: boolean;
  /** A toast to two (a wedding, an anniversary, an engagement): "here's to you two". */
  couple: boolean;
  /** Work lost (a plant closed, laid off, out of work): lines of shut gates and lost jobs. */
  jobless: boolean;
  /** The singer is far from home (a new city, abroad, homesick): lines of calling home. */
  farFromHome: boolean;
  /** A love just beginning (falling in love, a first date, a crush): no lines of a long shared life. */
  newLove: boolean;
  /** Something left behind (quitting a job, leaving home): the subject is never sung as a goal. */
  leaving: boolean;
  /** Getting ready for a contest ("marathon training"): no crowd, no finish line, no trophy yet. */
  training: boolean;
  /**
   * An illness that stays (dementia, a grandmother forgetting my name, caring for someone): nothing of it
   * "will fade away".
   */
  illness: boolean;
  /** What the brief tells of is still to come ("moving next month", "about to leave"): not long past. */
  upcoming: boolean;
  /** A new start (a first day at a job, a new school): nerves and excitement, not a party. */
  newStart: boolean;
  /** A ritual that comes round (Sunday mass, a weekly service): not a faith found once. */
  ritual: boolean;
  /** What the singer leaves for is named ("quitting to open a bakery"): no "I don't know what comes next". */
  nextStep: boolean;
  /** A job is in it (an office, a boss, a shift): lines of name tags and desks. */
  work: boolean;
  /** Rain, grey skies, fog or snow: no golden light. */
  rainy: boolean;
  /** The night, a city, a desert, snow or the sea: no barns, green hills or open land by day. */
  noCountryside: boolean;
  /** Anger at someone or something ("rage against the landlord"), or an Angry tag: no title holds on to them. */
  angry: boolean;
  /** A thing lost or stolen ("lost luggage", "my stolen bike"): not sat with, it is not here. */
  lostThing: boolean;
  /** Waiting for news (a hospital, someone missing or deployed): "I wait for word and watch the door". */
  waiting: boolean;
  /** A love long shared (an anniversary, a wife, years together): no "I can't believe that you have come". */
  longLove: boolean;
  /** Ghosts, haunted houses, monsters, Halloween, a Dark tag: the shadows a children's song may giggle at. */
  spooky: boolean;
  /** Guitars in the tags (rock, punk, metal): amps and three chords belong to such a song. */
  guitarTag: boolean;
  /** No word between them ("we haven't spoken in 2 years"): no letters, no calls. */
  noContact: boolean;
  /** Moved away for good ("moved to Canada"): no "until you're back". */
  movedAway: boolean;
}

/** A sport of any kind: the brief is about a race or a game. */
export const SPORT =
  /\b(?:(?:won|win|lifted|winning) (?:the |our )?(?:\w+ )?(?:cup|title|league|trophy|derby)|regional cup|marathon|race|racing|sprint\w*|finish line|last mile|laps?|relay|triathlon|match|game day|big game|final whistle|finals?|semi-?finals?|championships?|champions|tournament|penalt(?:y|ies)|league|playoffs?|cup final|world cup|medal|trophy|touchdown|home run|buzzer|team|teammates|coach|stadium|swim meet|track meet)\b/i;
const STUDY = /\b(?:study\w*|exams?|revision|revising|homework|cramming|essays?|tests?|quiz\w*|semester)\b/i;
const RACE =
  /\b(?:marathon|race|racing|sprint\w*|finish line|last mile|laps?|relay|triathlon|running|run|miles?|track meet|swim meet)\b/i;
const GAME =
  /\b(?:match|game|final whistle|finals?|semi-?finals?|championships?|champions|tournament|overtime|extra time|penalt(?:y|ies)|league|playoffs?|cup|goal|touchdown|home run|buzzer|team|teammates|coach|stadium)\b/i;
const WON =
  /\b(?:won|win(?:ning)? (?:the|it)|we win|victory|victorious|champions|gold medal|first place|trophy|beat them|took the (?:title|cup|crown))\b/i;
const SCHOOL =
  /\b(?:school|high school|college|class(?:mates)? of|classmates|yearbooks?|graduat\w*|campus|uni|university|lockers?|senior year|prom)\b/i;
const GROUP =
  /\b(?:everyone|everybody|friends|classmates|separate ways|seperate ways|team|teammates|crew|the gang|all of us)\b/i;
const COUPLE =
  /\b(?:wedding|married|marry\w*|engaged|engagement|anniversary|bride|groom|newlyweds?|honeymoon)\b/i;
const JOBLESS =
  /\b(?:closed|closing|shut (?:down|its doors)|laid off|layoffs?|lost (?:my|his|her|our|their) jobs?|lost the job|out of work|unemploy\w*|fired|redundan\w*|plant closed|mill closed|mine closed)\b/i;
const FAR_FROM_HOME =
  /\b(?:new city|far from home|away from home|homesick|miss(?:ing)? home|calling home|call home|abroad|overseas|new country|moved away|thousand miles)\b/i;

const NEW_LOVE =
  /\b(?:fall(?:ing)? (?:in love|for)|fell (?:in love|for)|first (?:date|kiss|dance|love)|crush(?:ing)?|just met|we met|new love|met (?:her|him|you|someone)|butterflies)\b/i;
const LEAVING =
  /\b(?:quit(?:ting)?|leaving|left (?:my|the|home|town|school)|goodbye to|moving (?:away|out|on)|resign\w*|walk(?:ed|ing)? away from|fired|last day|made it out|got out|escaped)\b/i;

const TRAINING =
  /\b(?:training|train(?:ing)? for|practi[cs]e|practi[cs]ing|preparing for|getting ready for|prepping for|drills?)\b/i;
const ILLNESS =
  /\b(?:dementia|alzheimer['’]?s|parkinson['’]?s|cancer|chemo\w*|chronic|illness|ill|sick|disease|diagnos\w*|taking care of|caring for|care ?giv\w*|carer|hospice|memory loss|losing (?:her|his|their) memory|forgetting (?:my|our|his|her|their) names?|forgets (?:my|our) names?|(?:forgetting|forgets|doesn['’]?t (?:know|remember)) (?:me|who i am|who we are))\b/i;
const UPCOMING =
  /\b(?:next (?:month|week|year|summer|spring|autumn|fall|winter|weekend)|soon|about to|tomorrow|in (?:a|two|three|\d+) (?:days?|weeks?|months?)|(?:am|i['’]m|we['’]re|are) (?:going to|gonna) (?:move|leave)|will be (?:moving|leaving)|before (?:i|we) (?:leave|go|move))\b/i;
const NEW_START =
  /\b(?:first day (?:at|of)|first day|new job|new school|new city|new team|starting (?:a |my |at |the )?(?:new|job|school|college|uni)|fresh start|new chapter|nervous but excited|excited but nervous)\b/i;
const RITUAL =
  /\b(?:sunday (?:mass|service|school|worship)|mass|weekly|every (?:sunday|week|morning|evening)|evensong|vespers|on sundays|choir practice)\b/i;
const NEXT_STEP =
  /\b(?:quit\w*|leav\w*|left)\b[^,.;]*\bto (?:open|start|become|launch|build|run|travel|study|write|paint|sail|farm)\b/i;
const WORK =
  /\b(?:job|jobs|office|boss|work|works|working|shifts?|desk|cubicle|career|nine to five|9 to 5|clock(?:ing)? in|fired|quit(?:ting)? (?:my|the) job|resign\w*|notice)\b/i;

const RAINY = /\b(?:rain\w*|storm\w*|drizzl\w*|grey|gray|overcast|cloudy|fog\w*|mist\w*|snow\w*)\b/i;
const SPOOKY =
  /\b(?:haunt\w*|ghosts?|ghostly|spook\w*|monsters?|halloween|witch\w*|skeletons?|vampires?|zombies?|creepy|scary|shadows?)\b/i;
const LONG_LOVE =
  /\b(?:anniversary|wife|husband|married|marriage|years together|\d+ years|decades?|golden wedding|silver wedding|still in love|growing old together)\b/i;
const NO_CONTACT =
  /\b(?:ha(?:ve|s)n['’]?t|have not|haven['’]?t|didn['’]?t|never|don['’]?t|do not) (?:spoken|talked|called|talk|speak|call|heard from)\b|\b(?:lost touch|no contact|not speaking|stopped (?:talking|speaking|calling))\b/i;
const MOVED_AWAY =
  /\b(?:moved|emigrated|relocated) (?:to|away|abroad|across)\b|\bmoving (?:to|away|abroad)\b|\bfor good\b/i;
const WAITING =
  /\b(?:waiting|wait|hospital|surgery|icu|news|results|missing|lost at sea|deployed|overseas|search\w*|diagnos\w*|biopsy|scan)\b/i;
const LOST_THING =
  /\b(?:lost|missing|stolen)\s+(?!(?:my|our|his|her|their)\s+(?:mind|way|temper|faith|job|cool|voice|nerve)\b)(?:my\s+|our\s+|the\s+|a\s+)?[a-z]+/i;
/** Anger in the brief's words ("so angry at my landlord"): the kit choice's defiance and hard times. */
export const ANGER =
  /\b(?:angry|mad at|furious|pissed|fed up|sick of|rage|raging|hate (?:my|the|this)|so done with)\b/i;
/** Anger at someone or something, read wider for what a song may not hold on to ("against the …"). */
const ANGRY = new RegExp(`${ANGER.source}|\\b(?:hate|against the|screw (?:you|the|my))\\b`, 'i');
const NO_COUNTRYSIDE =
  /\b(?:night\w*|midnight|neon|city|cities|downtown|street ?lights?|city lights|skyline|\d{1,2} ?am|after dark|subway|metro|tokyo|new york|london|paris|seoul|berlin|desert|dunes?|sahara|arid|canyon|outback|nullarbor|red dirt|snow\w*|ice|icy|arctic|tundra|sea|ocean|coast\w*)\b/i;

/** Tags that say anger, something spooky, or guitars, whatever the words. */
const ANGRY_TAG = /^(?:angry|rebellious|aggressive|defiant)$/i;
const DARK_TAG = /^(?:dark|eerie|spooky|haunting)$/i;
const GUITAR_TAG = /guitar|rock|punk|metal|grunge|indie|emo/i;

/**
 * The occasion a brief's text and tags tell of; `awayPerson` when the one sung to is the one far away.
 */
export function readBriefEvent(text: string, awayPerson: boolean, tags: readonly string[] = []): BriefEvent {
  const tagged = (pattern: RegExp) => tags.some((t) => pattern.test(t.trim()));
  // "studying for finals" is an exam, not a game.
  const sport = SPORT.test(text) && !STUDY.test(text);
  const school = SCHOOL.test(text);
  return {
    contest: !sport ? null : RACE.test(text) && !GAME.test(text) ? 'race' : GAME.test(text) ? 'game' : 'race',
    won: sport && WON.test(text),
    school,
    group: school || GROUP.test(text),
    couple: COUPLE.test(text),
    jobless: JOBLESS.test(text),
    farFromHome: !awayPerson && FAR_FROM_HOME.test(text),
    newLove: NEW_LOVE.test(text),
    leaving: LEAVING.test(text),
    training: sport && TRAINING.test(text),
    illness: ILLNESS.test(text),
    upcoming: UPCOMING.test(text),
    newStart: NEW_START.test(text),
    ritual: RITUAL.test(text),
    nextStep: NEXT_STEP.test(text),
    work: WORK.test(text),
    rainy: RAINY.test(text),
    noCountryside: NO_COUNTRYSIDE.test(text),
    angry: ANGRY.test(text) || tagged(ANGRY_TAG),
    lostThing: LOST_THING.test(text),
    waiting: WAITING.test(text),
    longLove: LONG_LOVE.test(text),
    spooky: SPOOKY.test(text) || tagged(DARK_TAG),
    guitarTag: tagged(GUITAR_TAG),
    noContact: NO_CONTACT.test(text),
    movedAway: MOVED_AWAY.test(text),
  };
}
