// Which kind of song a brief asks for, and so which lyric kit writes it: a death or a parting first (they
// decide every line), then the listeners (a children's song), then what the tags say (Rebellious, Epic,
// Dark, Romantic), then what the brief is about (a person, a party, a road, a struggle, the past, nature,
// the night), each only where the song's mood lets its feeling be sung; else the mood alone.
import { readBriefModel } from './lyric-brief-model';
import type { MoodFamily } from './lyric-feelings';
import type { KitId } from './lyric-kits';
import { isLossBrief, isPartingBrief } from './lyric-loss';
import { parseBrief } from './lyric-subject';

export interface KitChoiceOptions {
  /** The brief as typed (the keywords), or the words the earlier lyrics are about. */
  subject: string;
  tags: readonly string[];
  mood: MoodFamily | null;
}

const LOW: ReadonlySet<MoodFamily> = new Set(['sad', 'dark', 'leaning dark']);

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
const DARK =
  /\b(?:haunt\w*|ghost\w*|shadow\w*|graveyard|cemetery|witch\w*|curse\w*|nightmare\w*|creep\w*|eerie|demon\w*)\b/i;
const PARTY =
  /\b(?:party|parties|club|clubbing|danc\w*|festival|celebrat\w*|disco|rave|birthday|new year\w*|carnival|fiesta|weekend|friday|saturday)\b/i;
const ROAD =
  /\b(?:road\w*|drive|driving|highway|freeway|route|trip|journey|travel\w*|train|bus|car|truck|bike|motorcycle|ride|riding|backpack\w*|wander\w*|miles)\b/i;
const HOPE =
  /\b(?:job|work\w*|rent|shift\w*|hustle|dream\w*|graduat\w*|college|school|start\w*|new|made it|making it|grow\w* up|moving out|moved out|first day|interview|climb\w*|try\w*|again|hope\w*|future)\b/i;
const PAST =
  /\b(?:childhood|hometown|old|used to|remember\w*|memor\w*|back then|years ago|photograph\w*|nostalg\w*|school days|long ago|grew up|growing up|small town|first)\b/i;
const NATURE =
  /\b(?:sea|ocean|river|lake|forest|woods|garden|mountain\w*|field\w*|meadow|beach|shore|island|tea|book\w*|sunday|quiet|slow|breeze|leaves|flower\w*|bird\w*|sky|stars?|moon)\b/i;
const NIGHT =
  /\b(?:night\w*|midnight|neon|city|cities|street\s?lights?|lights|downtown|2am|3am|after hours|late)\b/i;

/** Races, matches and finals: an epic, not a party, whatever the energy. */
const CONTEST =
  /\b(?:marathon|race|finish line|match|game|final|finals|championship|tournament|overtime|cup|medal|trophy|last mile|season)\b/i;
/** Faith, found or lost: a song of hope (or a sad one), never a road song for the highway it is found by. */
const FAITH = /\b(?:faith|church|chapel|god|pray\w*|prayer|gospel|grace|heaven)\b/i;
/** The one sung to as a lover, not as family. */
const LOVER = /^(?:wife|husband|boyfriend|girlfriend|partner|baby)$/i;
const BRIGHT: ReadonlySet<MoodFamily> = new Set(['happy', 'energetic', 'leaning bright']);

/** The kit that writes a song of this brief, tags and mood. */
export function chooseKit(options: KitChoiceOptions): KitId {
  const { subject, tags, mood } = options;
  const low = mood !== null && LOW.has(mood);
  const { person } = readBriefModel(subject, tags);
  // A life celebrated ("he would want us dancing"): sung to the one remembered, warmly, not as grief. The
  // living (a dog growing old, a brother far away) are never mourned.
  const living = person !== null && person.state !== 'gone';
  if (isLossBrief(subject) && !living) return mood !== null && BRIGHT.has(mood) ? 'family' : 'loss';
  // One who left or never called back is sung to, as in a parting.
  if (isPartingBrief(subject) || person?.state === 'estranged') return 'parting';
  if (tagged(tags, /^(?:child(?:ren)?|kids?)$/i)) return 'kids';
  // A lullaby: sung to the baby, whatever the tags.
  if (person?.state === 'newborn') return 'family';
  if (tagged(tags, /^(?:rebellious|angry|aggressive|defiant|punk)$/i) || (REBEL.test(subject) && !low))
    return 'rebel';
  if (mood === 'epic' || ((EPIC.test(subject) || CONTEST.test(subject)) && !low)) return 'epic';
  if (mood === 'dark' || mood === 'leaning dark' || DARK.test(subject)) return 'dark';
  // A friend or a relative the song is for ("a wedding toast for my best friend") is family, not a lover.
  if (person?.about && !LOVER.test(person.relation) && person.relation !== 'you' && !low) return 'family';
  if (mood === 'romantic' || tagged(tags, /^romantic$/i) || LOVE.test(subject))
    return low ? 'parting' : 'love';
  if (low) return 'sad';
  // What the brief is about is its head ("my best friends" of "my best friends' wedding"), not a person
  // along for the ride ("a road trip with my best friends" is a road song).
  const head = parseBrief(subject.split(',')[0] ?? subject).head;
  if (FAMILY.test(head)) return 'family';
  if (mood === 'nostalgic') return 'nostalgia';
  if (mood === 'energetic' || tagged(tags, /^(?:dance|edm|house|disco)$/i) || PARTY.test(subject))
    return 'party';
  if (FAITH.test(subject)) return 'hope';
  if (ROAD.test(subject)) return 'road';
  if (tagged(tags, /^hopeful$/i) || HOPE.test(subject)) return 'hope';
  if (PAST.test(subject)) return 'nostalgia';
  if (FAMILY.test(subject)) return 'family';
  if (NIGHT.test(subject) && mood !== 'happy') return 'night';
  if (mood === 'calm' || mood === 'dreamy' || NATURE.test(subject)) return 'calm';
  return 'joy';
}
