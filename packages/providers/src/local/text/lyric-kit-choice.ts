// Which kind of song a brief asks for, and so which lyric kit writes it: a death or a parting first (they
// decide every line: a life celebrated gladly is a tribute, a thing that "died" only remembered), then the
// listeners (a children's song), then the occasion (a race or training, one growing old, a glad release, a
// retirement, a graduation or a move still to come as a farewell, a new start, faith, games together, hard
// times and anger at someone), then what the tags say (Rebellious, Epic, Dark only with something spooky,
// Romantic), then what the brief is about (a toast, a person, a party, a road, a struggle, the past, nature,
// the night, a fast ordinary day), each only where the song's mood lets its feeling be sung; a low song may
// be a goodbye or a song of distance; else the mood alone.
import { ANGER } from './lyric-brief-event';
import { readBriefModel, type BriefModel } from './lyric-brief-model';
import { isLowMood, type MoodFamily } from './lyric-feelings';
import type { KitId } from './lyric-kits';
import { isLossBrief, isPartingBrief } from './lyric-loss';
import { parseBrief } from './lyric-subject';

/** A made thing that stops working "dies": "my old car finally died", "the laptop died". */
const THING_DIED =
  /\b(?:car|truck|van|bike|motorbike|laptop|computer|phone|battery|tv|radio|fridge|engine|printer|console|guitar|amp|plant|plants|tomatoes|garden)\b[^.,;]*\b(?:died|dead|dies)\b/i;

export interface KitChoiceOptions {
  /** The brief as typed (the keywords), or the words the earlier lyrics are about. */
  subject: string;
  tags: readonly string[];
  mood: MoodFamily | null;
}

const tagged = (tags: readonly string[], pattern: RegExp): boolean =>
  tags.some((t) => pattern.test(t.trim()));

const LOVE =
  /\b(?:love|lover|loving|wedding|kiss\w*|valentine|romance|romantic|honeymoon|first date|date night|darling|sweetheart|crush|bride|groom|boyfriend|girlfriend|husband|wife|anniversary)\b/i;
const FAMILY =
  /\b(?:mom|mum|mother|dad|father|grand\w+|granny|nana|papa|brother|sister|son|daughter|baby|family|mama|aunt|uncle|cousin|best friend|friend)(?:s|['’]s)?\b/i;
const REBEL =
  /\b(?:rebel\w*|revolution|protest\w*|system|rules|fight\w*|riot|rage|angry|anger|defian\w*|freedom)\b/i;
const EPIC =
  /\b(?:battle|war|kingdom|knight\w*|quest|legend\w*|hero\w*|dragon\w*|army|empire|champion\w*|victory|conquer\w*|throne|warrior\w*)\b/i;
/** Something spooky: the dark kit's ghost story is for these, not for every dark song. */
const DARK =
  /\b(?:haunt\w*|ghost\w*|shadow\w*|graveyard|cemetery|witch\w*|curse\w*|nightmare\w*|creep\w*|eerie|demon\w*|spook\w*|monsters?|zombies?|vampires?|werewol\w*|skeletons?|spirits|possessed|the woods at night|dark woods|abandoned|attic|basement|cellar|crypt|tombs?|catacombs|s[eé]ances?|ouija|full moon)\b/i;
/** Hard times: work lost, a town in decline, money short, night shifts, a landlord at the door. */
const HARD_TIMES =
  /\b(?:night shifts?|graveyard shifts?|(?:cut|cutting|cuts) (?:my|our|his|her|their) (?:hours|pay|wages)|pay cuts?|warehouse|overtime|landlord|factory|factories|mills?|coal mines?|the mines?|plant closed|closed down|shut down|laid off|layoffs?|out of work|unemploy\w*|lost (?:my|his|her|our|their) jobs?|two jobs|double shifts?|rent|bills|broke(?! (?:my|his|her|up|down))|evict\w*|foreclos\w*|recession|debt|paycheck|minimum wage|soup kitchen)\b/i;
/** A goodbye to a time of life or a time away: school ending, the last day, moving on. */
const FAREWELL =
  /\b(?:last day (?:of|at)|final day|yearbooks?|separate ways|seperate ways|graduation|graduating|goodbye to|farewell|end of (?:the )?(?:holiday|vacation|trip|summer|year|an era|term|school)|(?:don['’]?t|do not) (?:wanna|want to) (?:go|leave)|leaving (?:home|town|school)|moving away|last night (?:of|at|in)|last (?:song|call|round|dance) (?:of|at|in)|the last (?:song|call|round))\b/i;
/** A toast or a speech for someone's day. */
const TOAST =
  /\b(?:toast|speech|wedding|birthday|anniversary|retire\w*|engag\w*|getting married|married|raise a glass|cheers|turning \d+)\b/i;
/** The one sung to far away by distance (deployed, abroad), not only out of the room (in surgery). */
const DISTANT =
  /\b(?:deployed|overseas|abroad|far away|miles away|across the (?:sea|ocean|world|country)|stationed|at sea|on tour|moved away|moved to|left for|long[- ]distance|time zones?)\b/i;
const PARTY =
  /\b(?:party|parties|club|clubbing|danc\w*|festival|celebrat\w*|disco|rave|birthday|new year\w*|carnival|fiesta|weekend|friday|saturday)\b/i;
const ROAD =
  /\b(?:road\w*|drive|driving|drove|windows down|highway|freeway|route|trip|journey|travel\w*|train|bus|car|truck|bike|motorcycle|ride|riding|backpack\w*|wander\w*|miles)\b/i;
/** A way travelled (not a vehicle, which may be stolen or sold): "desert highway", "a night drive". */
const ROUTE = /\b(?:road\w*|highway|freeway|route|drive|driving|drove|trip|journey|miles)\b/i;
const HOPE =
  /\b(?:job|work\w*|rent|shift\w*|hustle|dream\w*|graduat\w*|college|school|start\w*|new|made it|making it|grow\w* up|moving out|moved out|first day|interview|climb\w*|try\w*|again|hope\w*|future)\b/i;
const PAST =
  /\b(?:childhood|hometown|old|used to|remember\w*|memor\w*|back then|years ago|photograph\w*|nostalg\w*|school days|long ago|grew up|growing up|small town|first)\b/i;
const NATURE =
  /\b(?:sea|ocean|river|lake|forest|woods|garden|mountain\w*|field\w*|meadow|beach|shore|island|tea|book\w*|sunday|quiet|slow|breeze|leaves|flower\w*|bird\w*|sky|stars?|moon)\b/i;
const NIGHT =
  /\b(?:night\w*|midnight|neon|city|cities|street\s?lights?|(?<!northern |southern )lights|downtown|2am|3am|after hours|late)\b/i;

/** An old place or thing looked at: "an old train station", "the old mill", "grandpa's workshop". */
const OLD_PLACE = /\b(?:old|abandoned|derelict|forgotten|childhood|hometown)\b/i;

/** A contest lost: "the day we lost the final", "we got knocked out". */
const LOST_CONTEST =
  /\b(?:lost|losing|lose) (?:the |our |a |my |that )?(?:\w+ )?(?:final|finals|game|match|race|cup|championship|title|semi\w*)\b|\b(?:knocked out|defeat\w*|relegat\w*|runner[- ]up)\b/i;

/** Time spent with others: "sunday pancakes with my kids". */
const COMPANY =
  /\bwith (?:my|our|the) (?:kids|children|family|friends|mates|crew|gang|girls|boys|cousins|sisters|brothers|parents|grandparents)\b/i;

/** Food made for many: a feast is a glad day, not a club night. */
const FEAST =
  /\b(?:feast|cooking|cooks?|food|tamales|dinner|lunch|bbq|barbecue|potluck|picnic|abuela|grandma|nana|village)\b/i;
/** Love for oneself: no partner to sing to. */
const SELF_LOVE = /\b(?:self[- ]?love|lov(?:e|ing) myself|being kind to myself|my own best friend)\b/i;

/** A season's first sign, here again. */
const SEASON_NOW = /\bfirst (?:snow\w*|frost|day of (?:spring|summer|autumn|fall|winter)|leaves)\b/i;

/** A lively crowd of stalls and people: no calm song's stillness. */
const BUSTLE =
  /\b(?:markets?|bazaars?|fairs?|fairground|street food|stalls|crowds?|crowded|busy|bustl\w*)\b/i;

/** Faith, found or lost: the faith kit (or a sad song), never a road song for the highway it is found by. */
const FAITH = /\b(?:faith|church|chapel|god|pray\w*|prayer|gospel|grace)\b/i;
/** One growing old who is still here: a grey face, slower walks, the last years together. */
const AGEING =
  /\b(?:getting old|growing old|grown old|old (?:dog|cat|horse|boy|girl|man|lady|friend)|elderly|gr[ea]y (?:face|muzzle|whiskers|hair)|greying|graying|slower|slowing down|last years|senior (?:dog|cat)|ageing|aging|old age)\b/i;
/** A glad release from work or a weight: quit, fired and glad, free at last, no more boss. */
const RELEASE =
  /\b(?:paid off|debt[- ]free|free at last|finally free|quit(?:ting)? (?:my|the) job|quit(?:ting)?|got fired|fired|resign\w*|handed in my notice|last day (?:of|at) work|no more (?:boss|office|alarm\w*|nine to five|9 to 5)|walked out)\b/i;
/** Words that say the release was glad, whatever the tags. */
const GLAD = /\b(?:best day|free at last|finally free|glad|happy|relief|relieved|celebrat\w*)\b/i;
/** Playing together: games, rounds, someone who always wins. */
const PLAY =
  /\b(?:play(?:ing)? (?:games?|cards|video games|board games|hide and seek|tag|chess|lego)|video games|board games|card games?|always wins|one more round|pillow fights?|hide and seek)\b/i;

/** A life celebrated as the one gone asked: dancing, no tears, whatever the tags. */
const CELEBRATED =
  /\b(?:celebrat\w* (?:of )?(?:a |(?:his|her|their) )?life|(?:no|without) (?:crying|tears)|(?:wanted|asked for|would want) (?:a party|dancing|us (?:dancing|to dance|to smile)))\b/i;
/** A career ended on purpose: a last game, a retirement; a farewell, not a race or a quest. */
const RETIRING =
  /\b(?:retir\w*|last (?:\w+ )?(?:game|match|season|race|show|shift|day) of (?:my|his|her|our|their) career|end of (?:my|an) (?:career|era)|hang(?:ing)? up (?:my|the) (?:boots|skates|gloves|cleats))\b/i;
/** A school's end: a graduation is a celebration and a goodbye, not a goal saved up for. */
const SCHOOL_END = /\b(?:graduat\w*|class of (?:'|’)?\d+|commencement|last day of (?:school|college|uni))\b/i;
/** A move still to come ("moving to Toronto next month"): a goodbye before leaving, not a place long left. */
const MOVING = /\b(?:moving|move|relocat\w*|leaving)\b/i;
/** Glad it is over: relief, not a wound. */
const RELIEF = /\b(?:relieved|relief|good riddance|glad (?:it['’]?s|it is) over|better off|finally over)\b/i;

/** A small furry pet the pet kit's lines (paws, fur, naps on the bed) are true of. */
const PAWS =
  /^(?:cats?|kitt(?:en|y)s?|dogs?|pupp(?:y|ies)|pups?|rabbits?|bunn(?:y|ies)|hamsters?|guinea pigs?|ferrets?)$/i;

/** A hospital and its waiting: a place no one longs to reach. */
const HOSPITAL = /\b(?:hospitals?|waiting rooms?|surgery|icu|intensive care|wards?|sickbed|chemo\w*)\b/i;

/** A recovery: the illness beaten, a song glad of it. */
const RECOVERED =
  /\b(?:beat|beating|cured|cancer[- ]free|in remission|remission|recovered|recovery|all clear|last (?:chemo|treatment)|coming home from (?:the )?hospital)\b/i;

/** Working one's way up: a song of striving, not a party, whatever the energy. */
const STRIVE =
  /\b(?:hustle|hustling|grind\w*|came from nothing|from the bottom|rags to riches|made it out|chasing (?:my|the) dreams?)\b/i;

/** The one sung to as a lover, not as family. */
const LOVER = /^(?:wife|husband|boyfriend|girlfriend|partner|baby)$/i;
const BRIGHT: ReadonlySet<MoodFamily> = new Set(['happy', 'energetic', 'leaning bright']);

/** The kit that writes a song of this brief, tags and mood. */
export function chooseKit(options: KitChoiceOptions): KitId {
  const { subject, tags, mood } = options;
  const low = isLowMood(mood);
  const model = readBriefModel(subject, tags);
  const { person, event } = model;
  // A life celebrated ("he would want us dancing"): a tribute, thankful and smiling, not grief. The living
  // (a dog growing old, a brother far away) are never mourned.
  const living = person !== null && person.state !== 'gone';
  // A thing that "died" (an old car, a phone) is no one to grieve: only a death of someone is a loss.
  const thingDied = person === null && THING_DIED.test(subject);
  if (person?.state === 'gone' || (isLossBrief(subject) && !living && !thingDied))
    return (mood !== null && BRIGHT.has(mood)) || (CELEBRATED.test(subject) && !low) ? 'tribute' : 'loss';
  // One who left or never called back is sung to, as in a parting.
  // A thing that died is remembered, not sung to as one who left.
  if (thingDied) return low ? 'sad' : 'nostalgia';
  const bright = mood !== null && BRIGHT.has(mood);
  const parting = isPartingBrief(subject) || person?.state === 'estranged';
  // A break-up one is glad of, in a bright song: free at last, not a wound.
  if (parting && RELIEF.test(subject) && (bright || !low)) return 'free';
  if (parting) return 'parting';
  if (tagged(tags, /^(?:child(?:ren)?|kids?)$/i)) return 'kids';
  // A lullaby: sung to the baby, whatever the tags.
  if (person?.state === 'newborn') return 'family';
  // A last game, a retirement: a farewell to a career, not the race or a quest.
  if (RETIRING.test(subject) && !(person?.about === true)) return 'farewell';
  // A graduation: a celebration and a goodbye to school.
  const ahead =
    tagged(tags, /^hopeful$/i) || /\bnew beginnings?\b|\bnext chapter\b|\bfuture\b/i.test(subject);
  if (SCHOOL_END.test(subject) && !low && !ahead && !(person?.about === true)) return 'farewell';
  // A move still to come: a goodbye to the place before leaving.
  if (event.upcoming && MOVING.test(subject) && !(person?.about === true)) return 'farewell';
  // A race or a game: legs, lungs, the crowd, the team; not a mountain or a party. A game lost is sad,
  // however epic the tags: still standing after it, never "we're not there yet, but we are near".
  if (event.contest && LOST_CONTEST.test(subject)) return 'sad';
  if (event.contest && !low) return 'sport';
  // One growing old and still here, in a low or quiet song: tender and thankful, never a sickbed.
  const here = person !== null && (person.state === 'present' || person.state === 'unknown');
  if (here && AGEING.test(subject) && !(mood !== null && BRIGHT.has(mood) && TOAST.test(subject)))
    return 'ageing';
  // A cat or a dog at home, in a song that is not low: its naps and its mischief, not a lover, a party or a
  // quest ("my dog chasing a squirrel", Epic, is still a song to the dog).
  if (here && person?.about === true && person.pet && PAWS.test(person.relation) && !low) return 'pet';
  // Glad to be out (fired and glad, free at last): freedom, not defiance and not hard times.
  const glad =
    (mood !== null && BRIGHT.has(mood)) || tagged(tags, /^(?:hopeful|playful)$/i) || GLAD.test(subject);
  if (RELEASE.test(subject) && glad && !low) return 'free';
  // A hospital, an illness: waiting and holding on, however hopeful; never a goal dreamed of since childhood.
  // A Hopeful tag makes it a hopeful wait, not a goal; only a recovery is sung gladly.
  if ((HOSPITAL.test(subject) || (event.illness && person !== null)) && !RECOVERED.test(subject))
    return 'sad';
  // Self-love is no love song to a partner: glad, with no "you".
  if (SELF_LOVE.test(subject) && !low) return 'joy';
  // A new start (a first day at a job, a new school): nerves and hope, not a party.
  if (event.newStart && !low && !(person?.about === true)) return 'hope';
  // Faith found or found again: grace and a quiet church, not a goal worked for.
  if (!low && (FAITH.test(subject) || (tagged(tags, /^gospel$/i) && !person))) return 'faith';
  // Games with someone here, in a glad song: one more round, not longing or comfort.
  if (here && PLAY.test(subject) && !low) return 'play';
  // Work lost, a town gone quiet, bills, night shifts: hard times, low or angry; never a ghost story.
  // Anger at someone or something: defiance (or hard times, when it is the rent), never a ghost story.
  const angry = ANGER.test(subject);
  if (HARD_TIMES.test(subject) && (low || angry || tagged(tags, /^(?:angry|aggressive|defiant)$/i)))
    return 'hard-times';
  // A job worked now (a night shift, the docks), not begun or lost: drive and pace when it is not low, never
  // a goal dreamed of since childhood.
  if (
    event.work &&
    !event.newStart &&
    !event.jobless &&
    !low &&
    !angry &&
    !RELEASE.test(subject) &&
    !person?.about
  )
    return 'busy';
  // Anger at someone in a dark song: defiance, not a ghost story.
  if (angry && !person) return 'rebel';
  // A road sung defiantly is still a road song ("desert highway", Rebellious): the rebel kit has no road.
  if (tagged(tags, /^(?:rebellious|angry|aggressive|defiant|punk)$/i) || (REBEL.test(subject) && !low))
    return ROUTE.test(subject) && !REBEL.test(subject) && !event.lostThing ? 'road' : 'rebel';
  if (mood === 'epic' || (EPIC.test(subject) && !low)) return 'epic';
  if (DARK.test(subject)) return 'dark';
  // A dark song of a person, an event or anything not spooky is a sad one (or the night's), not a ghost story.
  if (mood === 'dark' || mood === 'leaning dark')
    return !person && !model.oneTime && NIGHT.test(subject) ? 'night' : lowKit(subject, model);
  const friendOrKin = person?.about === true && !LOVER.test(person.relation) && person.relation !== 'you';
  // A wedding toast or a birthday speech for a friend or a relative: a glass raised to them.
  if (friendOrKin && TOAST.test(subject) && !low) return 'toast';
  // One far away (deployed, abroad), in a song that is not glad: missed across the miles, not met every day.
  if (person?.state === 'away' && DISTANT.test(subject) && !bright) return 'far';
  // A friend or a relative the song is for is family, not a lover.
  if (friendOrKin && !low) return 'family';
  if (mood === 'romantic' || tagged(tags, /^romantic$/i) || LOVE.test(subject))
    return low ? 'parting' : 'love';
  if (low) return lowKit(subject, model);
  // What the brief is about is its head ("my best friends" of "my best friends' wedding"), not a person
  // along for the ride ("a road trip with my best friends" is a road song).
  const head = parseBrief(subject.split(',')[0] ?? subject).head;
  if (FAMILY.test(head)) return 'family';
  if (mood === 'nostalgic') return FAREWELL.test(subject) ? 'farewell' : 'nostalgia';
  // Working one's way up ("hustle, came from nothing") is a song of striving, however loud.
  if (STRIVE.test(subject)) return 'hope';
  // A feast with family (a village fiesta, the abuela's tamales) is a glad day, not a night at a club.
  if (PARTY.test(subject) && FEAST.test(subject)) return 'joy';
  if (tagged(tags, /^(?:dance|edm|house|disco)$/i) || PARTY.test(subject)) return 'party';
  if (ROAD.test(subject)) return 'road';
  // A fast song of the night's lights is a night out; of an ordinary day (a Monday morning, the gym), drive
  // and pace, not a party.
  if (mood === 'energetic') return NIGHT.test(subject) ? 'party' : 'busy';
  if (tagged(tags, /^hopeful$/i) || HOPE.test(subject)) return 'hope';
  // The season's first snow or frost comes round again: a quiet song of now, not one of long ago.
  if (SEASON_NOW.test(subject)) return 'calm';
  if (PAST.test(subject)) return 'nostalgia';
  if (FAMILY.test(subject)) return 'family';
  // The city's restless small hours are no calm song's: "the ocean at night" (Calm) is still and quiet.
  if (NIGHT.test(subject) && mood !== 'happy' && mood !== 'calm') return 'night';
  // A market or a fair is lively, however warm the song: glad, never still; and a time spent with the kids
  // or friends is no solitary quiet ("just me and Sunday").
  if (BUSTLE.test(subject) || COMPANY.test(subject)) return 'joy';
  if (mood === 'calm' || mood === 'dreamy' || NATURE.test(subject)) return 'calm';
  return 'joy';
}

/** A low song's kit: a goodbye to a time of life, someone far away or the singer far from home, else sad. */
function lowKit(subject: string, model: BriefModel): KitId {
  if (FAREWELL.test(subject)) return 'farewell';
  const distant = model.person?.state === 'away' && DISTANT.test(subject);
  if (distant || model.event.farFromHome) return 'far';
  // An old place or thing, no one in it ("an old train station"): wistful, not a sickbed's weariness.
  if (!model.person && !model.oneTime && OLD_PLACE.test(subject)) return 'nostalgia';
  return 'sad';
}
