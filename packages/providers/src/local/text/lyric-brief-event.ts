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
}

/** A sport of any kind: the brief is about a race or a game. */
export const SPORT =
  /\b(?:marathon|race|racing|sprint\w*|finish line|last mile|laps?|relay|triathlon|match|game day|big game|final whistle|finals?|semi-?finals?|championships?|champions|tournament|penalt(?:y|ies)|league|playoffs?|cup final|world cup|medal|trophy|touchdown|home run|buzzer|team|teammates|coach|stadium|swim meet|track meet)\b/i;
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
  /\b(?:fall(?:ing)? in love|fell in love|first (?:date|kiss|dance)|crush(?:ing)?|just met|we met|new love|met (?:her|him|you)|butterflies)\b/i;
const LEAVING =
  /\b(?:quit(?:ting)?|leaving|left (?:my|the|home|town|school)|goodbye to|moving (?:away|out|on)|resign\w*|walk(?:ed|ing)? away from|fired|last day|made it out|got out|escaped)\b/i;

/** The occasion a brief's text tells of; `awayPerson` when the one sung to is the one far away. */
export function readBriefEvent(text: string, awayPerson: boolean): BriefEvent {
  const sport = SPORT.test(text);
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
  };
}
