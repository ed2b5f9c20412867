// The scene an image idea describes, built one part at a time (style, setting, time of day, weather, mood,
// palette, light, composition, detail, lens): each part is admitted only when every fact it implies agrees
// with every fact admitted before it (one time of day, weather and season that fit each other and the
// setting, light that fits the hour, a palette that holds the title's colour, a camera that can see the
// subject) and repeats no word already said. The keywords and what their subject is come first, so an idea
// never argues with what the user asked for; the checker's own rules decide (`image-fact-clash.ts`).
import { clash } from './image-fact-clash';
import { keywordSubjectFacts, readScene, type SceneReading } from './image-idea-checker';
import { homeless, type PlaceEvidence } from './image-part-home';
import type { SceneFact, Setting, SubjectKind } from './image-scene-fact';
import { contentStems } from './image-word-stems';

type Found = SceneReading['facts'][number];

/** Places under the open sky. */
const OPEN_SETTINGS: ReadonlySet<Setting> = new Set([
  'city',
  'country',
  'sea',
  'shore',
  'lake',
  'water',
  'desert',
  'mountain',
  'woodland',
  'forest',
  'open',
]);

const isOpenSetting = (fact: SceneFact): boolean =>
  fact.setting !== undefined && OPEN_SETTINGS.has(fact.setting);

/** What a candle, a lantern or a fireplace lights: people, rooms, streets and the things in them. */
const LAMPLIT_KINDS: ReadonlySet<SubjectKind> = new Set(['person', 'room', 'building', 'object', 'pet']);

/** Where a bioluminescent glow is found: the sea, a forest, a cave, a reef; not a prairie or a street. */
const GLOW_SETTINGS: ReadonlySet<Setting> = new Set([
  'sea',
  'shore',
  'lake',
  'water',
  'underwater',
  'underground',
  'forest',
  'woodland',
]);
const glowsThere = (fact: SceneFact): boolean =>
  (fact.setting !== undefined && GLOW_SETTINGS.has(fact.setting)) ||
  fact.kind === 'sea-creature' ||
  fact.waterBody === true;

/** Colour words a user may name, and the words a palette may show each one with. */
const COLOUR_WORDS: Readonly<Record<string, RegExp>> = {
  red: /\b(?:red|ruby|crimson|scarlet)\b/,
  blue: /\b(?:blue|blues|azure|cobalt|sapphire|indigo|navy|cyan)\b/,
  green: /\b(?:green|greens|emerald|moss|olive|jade|mint|sage)\b/,
  yellow: /\b(?:yellow|gold|golds|golden|mustard|lemon)\b/,
  orange: /\b(?:orange|tangerine|burnt orange|apricot)\b/,
  purple: /\b(?:purple|violet|lilac|plum|magenta)\b/,
  pink: /\b(?:pink|pinks|rose|magenta|coral)\b/,
  grey: /\b(?:grey|greys|gray|silver|silvers|slate|pearl)\b/,
  gray: /\b(?:grey|greys|gray|silver|silvers|slate|pearl)\b/,
  black: /\b(?:black|ink|charcoal)\b/,
  white: /\b(?:white|ivory|cream|pearl)\b/,
  brown: /\b(?:brown|browns|umber|sepia|ochre|rust|clay)\b/,
  teal: /\b(?:teal)\b/,
};

/** The colours the user named ("a red umbrella", "grey sky"). */
function coloursIn(text: string): string[] {
  const lower = text.toLowerCase();
  return Object.keys(COLOUR_WORDS).filter((c) => new RegExp(`\\b${c}\\b`).test(lower));
}

/** A season or a heat or chill of its own (snow, frost, a summer shower, a warm haze). */
const assertsSeason = (fact: SceneFact): boolean =>
  fact.temperature !== undefined || (fact.seasons !== undefined && fact.seasons.length === 1);

/** Water that can mirror the subject: a lake, the sea, a river, rain on the ground. */
const WATER_SETTINGS: ReadonlySet<Setting> = new Set(['sea', 'shore', 'lake', 'water']);
const showsWater = (fact: SceneFact): boolean =>
  (fact.setting !== undefined && WATER_SETTINGS.has(fact.setting)) ||
  fact.waterBody === true ||
  fact.stillWater === true ||
  fact.weather === 'rain' ||
  fact.weather === 'wet';

/** Weather, sky or an outdoor place: what only a scene under the open sky can take. Sunlight comes in windows. */
const needsOpenSky = (fact: SceneFact): boolean =>
  fact.exposed === true ||
  fact.skyView === true ||
  (fact.weather !== undefined && fact.weather !== 'sun') ||
  fact.reflection === true ||
  isOpenSetting(fact);

export interface FitOptions {
  /** A title may say again what the description says ("Watercolor Fox" over "a watercolor of a fox"). */
  echo?: boolean;
}

export class Scene {
  private readonly facts: Found[] = [];
  private readonly givenWords: ReadonlySet<string>;
  private readonly colours: readonly string[];
  /** The keywords name a season, a heat or a chill: the engine may say one that agrees. */
  private readonly seasonGiven: boolean;
  /** The keywords name something a candle or a lantern can light: a person, a room, a street. */
  private readonly lampLit: boolean;
  private readonly stems = new Set<string>();
  /**
   * The keywords name a weather or an hour and no window: a view through rain on glass would be a second
   * weather or a second place ("an owl at dusk over a field, seen through a rain-streaked window").
   */
  private readonly skyGiven: boolean;
  private readonly given: string;
  /** What the scene shows, kept until a part is added: `fits` asks for it once per candidate phrase. */
  private shown: PlaceEvidence | null = null;

  /** `given` is what the user typed: its facts are the scene's first, and its contradictions are theirs. */
  constructor(given: string) {
    const givenFacts = [...keywordSubjectFacts(given), ...readScene(given).facts];
    this.facts.push(...givenFacts);
    this.given = given.toLowerCase();
    this.givenWords = new Set(givenFacts.map((f) => f.words));
    this.colours = coloursIn(given);
    this.seasonGiven = givenFacts.some((f) => f.fact.seasons !== undefined || f.fact.temperature);
    this.skyGiven =
      !/\bwindows?\b/i.test(given) &&
      givenFacts.some((f) => f.fact.weather !== undefined || f.fact.rough || (f.fact.times?.length ?? 0) > 0);
    this.lampLit = givenFacts.some(
      (f) =>
        (f.fact.kind !== undefined && LAMPLIT_KINDS.has(f.fact.kind)) ||
        f.fact.enclosed === true ||
        f.fact.setting === 'room' ||
        f.fact.setting === 'city',
    );
  }

  private agree(a: Found, b: Found): boolean {
    return (this.givenWords.has(a.words) && this.givenWords.has(b.words)) || clash(a.fact, b.fact) === null;
  }

  /**
   * Whether the scene is known to be under the open sky: the keywords say so (a meadow, a wild animal, rain)
   * or a setting put it there. A scene nobody placed (a baker, a teapot) may be indoors and takes no weather.
   */
  private underOpenSky(): boolean {
    if (this.facts.some((f) => f.fact.enclosed)) return false;
    return this.facts.some((f) => f.fact.outdoors === true || needsOpenSky(f.fact));
  }

  /** What the scene is known to show, for the parts that belong to one kind of place. */
  shows(): PlaceEvidence {
    return this.evidence();
  }

  private evidence(): PlaceEvidence {
    this.shown ??= this.readEvidence();
    return this.shown;
  }

  private readEvidence(): PlaceEvidence {
    const settings = new Set<Setting>();
    const kinds = new Set<SubjectKind>();
    for (const { fact } of this.facts) {
      if (fact.setting) settings.add(fact.setting);
      if (fact.kind) kinds.add(fact.kind);
    }
    return {
      settings,
      kinds,
      inside:
        this.facts.some((f) => f.fact.enclosed) && !settings.has('space') && !settings.has('underwater'),
      openSky: this.underOpenSky(),
      given: this.given,
    };
  }

  /** Whether a palette phrase names every colour the user named (any palette does when they named none). */
  keepsColours(palette: string): boolean {
    const lower = palette.toLowerCase();
    return this.colours.every((c) => COLOUR_WORDS[c]?.test(lower));
  }

  /** Whether `phrase` can join the scene, without adding it. */
  fits(phrase: string, options: FitOptions = {}): boolean {
    if (phrase.trim() === '') return true;
    const incoming = readScene(phrase).facts;
    // A setting phrase ("on a windswept cliff") is itself the open sky; anything else needs the scene to be.
    const placesItself = incoming.some((f) => f.fact.placed);
    if (!placesItself && incoming.some((f) => needsOpenSky(f.fact)) && !this.underOpenSky()) return false;
    if (this.skyGiven && incoming.some((f) => f.fact.skyView)) return false;
    // The engine names no season the keywords did not: no snow on elephants, no frost on butterflies.
    if (!this.seasonGiven && incoming.some((f) => assertsSeason(f.fact))) return false;
    // A palette keeps every colour the user named, in its own words: no "ochre, umber and moss green" for a
    // red umbrella.
    if (incoming.some((f) => f.fact.only || f.fact.mono) && !this.keepsColours(phrase)) return false;
    // Candles, lanterns and fires light people and rooms, not a watering hole, a rocket launch or the moon.
    if (incoming.some((f) => f.fact.nearLight) && !this.lampLit) return false;
    // Bioluminescence needs the sea, a forest or a cave to glow in: none over a prairie storm.
    if (incoming.some((f) => f.fact.natural) && !this.facts.some((f) => glowsThere(f.fact))) return false;
    // A reflection needs water to be in: no glassy lake under a balcony in Paris.
    if (incoming.some((f) => f.fact.reflection) && !this.facts.some((f) => showsWater(f.fact))) return false;
    // A framing or a light of one kind of place needs the scene to show that place (`image-part-home.ts`).
    if (homeless(phrase, this.evidence()) !== null) return false;
    for (let i = 0; i < incoming.length; i++) {
      const a = incoming[i] as Found;
      if (!this.facts.every((b) => this.agree(a, b))) return false;
      if (!incoming.slice(i + 1).every((b) => this.agree(a, b))) return false;
    }
    if (options.echo) return true;
    const stems = contentStems(phrase);
    return stems.every((s, i) => !this.stems.has(s) && stems.indexOf(s) === i);
  }

  /** Adds `phrase` when it fits; says whether it did. */
  admit(phrase: string): boolean {
    if (!this.fits(phrase)) return false;
    this.add(phrase);
    return true;
  }

  /** Adds a part unconditionally (the subject, a style the user asked for: what the idea is about). */
  add(phrase: string): void {
    if (phrase.trim() === '') return;
    this.facts.push(...readScene(phrase).facts);
    this.shown = null;
    for (const stem of contentStems(phrase)) this.stems.add(stem);
  }

  /** The first candidate that fits, admitted; null when none does. */
  admitFirst(candidates: Iterable<string>): string | null {
    for (const phrase of candidates) if (this.admit(phrase)) return phrase;
    return null;
  }
}
