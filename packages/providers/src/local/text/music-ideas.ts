// The local music-ideas engine (POST /ai/create-music-name-description without a hosted model): keywords
// and tags in, a few named song or instrumental ideas out, each with a description of its sound and, for
// songs, first lyrics (a verse and a chorus in the lyrics editor's format). Seeded: the same input and
// seed give the same ideas.
import type { MusicIdea } from '@muse/contracts';
import { formatLyrics } from '@muse/domain';
import { NoKeywordsError } from './errors';
import { Grammar } from './grammar';
import { mendSpelling } from './spelling';
import { parseKeywords } from './keywords';
import { moodOfTags } from './lyric-feelings';
import { moodLifts } from './lyric-valence';
import { themesFromKeywords, type ThemePhrase } from './lyric-theme';
import { readBriefModel, type BriefModel } from './lyric-brief-model';
import { briefTheme } from './lyric-brief-theme';
import { kitSingsToSomeone, writeKitChorus, writeKitVerse } from './lyric-kit-writer';
import { createLyricContext, writeChorus, writeVerse } from './lyric-writer';
import { countSyllables } from './meter';
import {
  chooseStyle,
  cleanTags,
  hintsFromKeywords,
  ideaTags,
  styleDecks,
  toneOf,
  type MusicStyle,
  type StyleDecks,
} from './music-style';
import {
  DESCRIPTION_RULES,
  GENRE_WORDS,
  INSTRUMENT_WORDS,
  MOOD_WORDS,
  MUSIC_KEYS,
  NAME_RULES,
  PIECE_NAMES,
  SONG_NAMES,
  VOCAL_WORDS,
} from './music-vocabulary';
import { Deck, createRng, hashSeed, type Rng } from './rng';
import { needsArticle, withDeterminer } from './subject';
import { jaccard, tidy, titleCase, wordCount, wordSet } from './text-utils';

export type { MusicIdea };

export interface MusicIdeasInput {
  keywords: string;
  tags?: string[];
  musicType: 'song' | 'music';
  /** How many ideas: default 4, at most 8. */
  count?: number;
  seed?: number;
}

export const DEFAULT_MUSIC_IDEAS = 4;
export const MAX_MUSIC_IDEAS = 8;
const MIN_NAME_WORDS = 2;
const MAX_NAME_WORDS = 5;
/** Ideas sharing more of their words than this are too alike; the engine tries again. */
const MAX_SIMILARITY = 0.5;
const ATTEMPTS = 8;

const descriptions = new Grammar(DESCRIPTION_RULES);
const names = new Grammar(NAME_RULES);

/** Everything shared by the ideas of one answer, so that each takes something different. */
interface Context {
  rng: Rng;
  musicType: 'song' | 'music';
  tags: string[];
  themes: ThemePhrase[];
  /** The keywords as typed (spelling mended), joined: what the song's kit and its checker read. */
  brief: string;
  /** The brief read for who it is about and whether it happened once (lyric-brief-model.ts). */
  model: BriefModel;
  /** What the name holds: the one the song is to or about, else its clean subject. */
  titleTheme: ThemePhrase;
  styles: StyleDecks;
  names: Deck<string>;
  descriptionTemplates: Deck<string>;
  usedKeys: Set<string>;
  usedTemplates: Set<string>;
  /** Names given to the ideas so far (lower case). */
  takenNames: Set<string>;
}

function listJoin(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

function instrumentsPhrase(style: MusicStyle, rng: Rng): string {
  return listJoin(
    style.instruments.map((option) => {
      const entry = INSTRUMENT_WORDS[option];
      return entry ? `${rng.pick(entry.adjectives)} ${entry.word}` : option.toLowerCase();
    }),
  );
}

/** One sentence about the sound, and perhaps a second about the voice, the timbre or a flavour tag. */
function describe(ctx: Context, style: MusicStyle): string {
  const { rng } = ctx;
  const mood = MOOD_WORDS[style.mood] ?? (MOOD_WORDS.Calm as NonNullable<(typeof MOOD_WORDS)['Calm']>);
  const vars = {
    about: listJoin(ctx.themes.filter((t) => !t.derived).map((t) => withDeterminer(t.brief ?? t.bare))),
    genre: style.genres.map((g) => GENRE_WORDS[g]?.word ?? g.toLowerCase()).join(' '),
    instruments: instrumentsPhrase(style, rng),
    moodAdj: rng.pick(mood.adjectives),
    moodNoun: rng.pick(mood.nouns),
    tempo: rng.pick(mood.tempos),
    vocal: style.vocal ? (VOCAL_WORDS[style.vocal] ?? `a ${style.vocal.toLowerCase()} voice`) : '',
    timbre: listJoin(style.timbres.map((t) => t.toLowerCase())),
    flavour: listJoin(style.flavours),
  };
  const first = descriptions.expand(ctx.descriptionTemplates.draw(), { rng, vars });
  const song = ctx.musicType === 'song';
  const second =
    song && vars.vocal && vars.timbre
      ? 'vocalAndTimbre'
      : vars.flavour
        ? 'flavourOnly'
        : song && vars.vocal
          ? 'vocalOnly'
          : vars.timbre && rng.chance(0.7)
            ? 'timbreOnly'
            : null;
  const text = second ? `${first} ${descriptions.expand(`#${second}#`, { rng, vars })}` : first;
  return tidy(text);
}

/**
 * A 2–5 word Title Case name that holds the main theme and no idea of the answer has yet; a short hook
 * may be the name, as in real songs.
 */
function nameFor(ctx: Context, style: MusicStyle, hook: string | null): string {
  const { rng } = ctx;
  const theme = ctx.titleTheme;
  const mood = MOOD_WORDS[style.mood];
  const genre = GENRE_WORDS[style.genres[0] ?? ''];
  const fresh = (name: string): boolean => !ctx.takenNames.has(name.toLowerCase());
  const hookName = titleCase(hook?.replace(/[,.!?]/g, '').trim() ?? '');
  const hookWords = wordCount(hookName);
  if (hookWords >= 3 && hookWords <= MAX_NAME_WORDS && fresh(hookName) && rng.chance(0.3)) return hookName;
  const themeWords = new Set(theme.title.toLowerCase().split(' '));
  const low =
    !moodLifts(moodOfTags([style.mood, ...ctx.tags])) || theme.still === 'event' || theme.still === 'lost';
  // An event is its own title: "The Day We Met", "Missing You".
  const eventName = titleCase(theme.title);
  const eventWords = wordCount(eventName);
  if (
    theme.still === 'event' &&
    eventWords >= MIN_NAME_WORDS &&
    eventWords <= MAX_NAME_WORDS + 1 &&
    fresh(eventName)
  )
    return eventName;
  // A doing ("leaving town", "dancing all night") is named bare: "Ballad of Leaving Town", never "Bright
  // Dancing All Night" or "Ballad of the Leaving Town".
  const doing = isGerundLed(theme.title);
  const fits = (template: string): boolean =>
    // No adjective before a doing, "my", "the" or "you" ("Blue My Grandmother", "Gentle You").
    !(
      template.startsWith('#adjT#') &&
      (doing || /^(?:my|the|our|your|his|her|their|no|you)\b/i.test(theme.title))
    ) &&
    (ctx.musicType !== 'song' || titleFits(template, theme, low, ctx.model));
  const templates = ctx.musicType === 'song' ? SONG_NAMES : PIECE_NAMES;
  const suits = (template: string): boolean =>
    ctx.musicType !== 'song' || titleFits(template, theme, low, ctx.model);
  // When no template fits every rule (a doing: "my job"), one that at least agrees with the brief and the
  // mood, never any at all ("Dancing with My Job").
  const fitting = templates.filter(fits).length > 0 ? templates.filter(fits) : templates.filter(suits);
  let name = '';
  for (let attempt = 0; attempt < 12; attempt++) {
    const drawn = ctx.names.draw();
    const template =
      fits(drawn) || fitting.length === 0 || (!fitting.some(fits) && suits(drawn))
        ? drawn
        : rng.pick(fitting);
    const bareTitle = theme.title.replace(/^the /i, '');
    const vars = {
      kwT: bareTitle,
      // A person is named as the brief names them ("You", "Uncle Ray"), with no article.
      // …but one known by a role keeps its "the" ("the Landlord").
      theKwT:
        /^the /i.test(theme.title) ||
        (theme.kind !== 'person' && !isGerundLed(bareTitle) && needsArticle(bareTitle))
          ? `the ${bareTitle}`
          : bareTitle,
      adjT: rng.pick(mood?.titleWords ?? ['Golden']),
      pieceT: rng.pick(genre?.pieceWords ?? ['Suite']),
      keyT: rng.pick(MUSIC_KEYS),
    };
    name = titleCase(tidy(names.expand(template, { rng, vars })));
    const all = name.toLowerCase().split(' ');
    const repeats =
      new Set(all).size < all.length || [vars.adjT, vars.pieceT].some((w) => themeWords.has(w.toLowerCase()));
    if (!repeats && all.length >= MIN_NAME_WORDS && all.length <= MAX_NAME_WORDS && fresh(name)) return name;
  }
  return name;
}

/** What one stands under: a sky, the weather, the lights. */
const UNDER =
  /\b(?:rain|snow\w*|sky|skies|stars?|starlight|moon\w*|sun|sunshine|lights?|clouds?|storm|northern lights)$/i;

/** Nouns that end in "-ing" and are no doing: "Winter Morning", "The Wedding". */
const ING_NOUNS =
  /^(?:morning|evening|spring|king|ring|wedding|thing|something|nothing|everything|ceiling|building|painting|string|wing|swing|sibling|darling|ending|beginning|feeling|meaning|clothing|pudding|offspring|ping|sing|sting|lightning|awning|icing|stuffing|dumpling|earring|duckling|seedling|sapling|inkling|ming|beijing|reading|sterling|viking)$/i;

/** Whether a title starts with a doing: "Dancing All Night", "Leaving Town". */
function isGerundLed(title: string): boolean {
  const first = title.replace(/^the /i, '').split(/\s+/)[0] ?? '';
  return /^[a-z]{3,}ing$/i.test(first) && !ING_NOUNS.test(first);
}

/** Titles that look back, the only ones a sad song, a lost one or an event may take. */
const LOOKING_BACK = /^(?:Letters to|Ballad of|Songs of|Echoes of|Remembering|Thinking of|A Song for)\b/;

/**
 * Whether a title template suits the theme: no "Chasing My Grandmother" in a song of grief, no "Dancing
 * with the Funeral", no "My Mom Once More"; people are not gone back to, and a low song only looks back.
 */
function titleFits(template: string, theme: ThemePhrase, low: boolean, model: BriefModel): boolean {
  // Letters, songs, dances and "all for" are for someone: no "Letters to Divorce", no "Dancing with My
  // Vegetable Garden", no "All for My Faith".
  if (/^(?:Letters to|A Song for|Dancing with|All for)/.test(template) && theme.kind !== 'person')
    return false;
  // Letters go to someone away or gone, never to a dog, a newborn or one left in a divorce.
  const { person } = model;
  const far = person !== null && (person.state === 'away' || person.state === 'gone');
  if (/^Letters to/.test(template) && (!far || person.pet || person.young || model.event.noContact))
    return false;
  // Nothing is "All for" one left in a divorce or a break-up, and no one left is held on to.
  if (/^(?:All for|All About|Hold On to)/i.test(template) && person?.state === 'estranged') return false;
  // A dance is with a grown-up who is here and still close: not with an ex, a pet, a baby or one far away.
  const dancer =
    person !== null &&
    !person.pet &&
    !person.young &&
    (person.state === 'present' || person.state === 'unknown');
  if (/^Dancing with/.test(template) && !dancer) return false;
  // One the song rages at is never held on to, danced with or sung for ("Hold On to the Landlord").
  if (model.event.angry && /^(?:Hold On to|All for|Dancing with|A Song for|Letters to)/i.test(template))
    return false;
  // Only someone is held on to: no "Hold On to the Championship", "Hold On to Tokyo" or "Hold On to Stars".
  if (/^Hold On to/i.test(template) && theme.kind !== 'person') return false;
  // "Remembering" and "Echoes of" are for the gone and for what is over, never for the living.
  const over = theme.still === 'lost' || theme.still === 'event' || model.lookingBack;
  const living = person !== null && person.state !== 'gone' && theme.kind === 'person';
  if (/^(?:Remembering|Echoes of)/.test(template) && (living || !over)) return false;
  if (low) return LOOKING_BACK.test(template);
  if (theme.kind === 'person' && /^Back to/.test(template)) return false;
  // Me and someone still mine, for someone: people only, never one left ("Me and You" for an ex).
  if (/^(?:Me and|For) /.test(template) && (theme.kind !== 'person' || person?.state === 'estranged'))
    return false;
  // In a place or a scene ("In the Summer Rain", "In Paris"), not a day ("In Sunday"); under a sky only.
  if (/^In /.test(template) && !['place', 'scene'].includes(theme.kind)) return false;
  if (/^Under /.test(template) && !(theme.kind === 'scene' && UNDER.test(theme.title))) return false;
  // Back to a place, not to a time, a sky, a thing or a doing ("Back to the Dawn", "Back to Spring Rain").
  if (/^Back to/.test(template) && theme.kind !== 'place') return false;
  return true;
}

/** The first lyrics of a song: a verse and a chorus of four lines each, rhymed, in the editor's format. */
function lyricsFor(ctx: Context, style: MusicStyle): { lyrics: string; hook: string } {
  const { rng, themes } = ctx;
  const main = themes[0] as ThemePhrase;
  // A line holds the theme and a few words more, whatever the meter.
  const target = Math.max(6 + rng.int(4), Math.min(countSyllables(main.shortNp) + 4, 12));
  const lyricContext = createLyricContext({
    rng,
    themes,
    target,
    tone: toneOf(
      [...ctx.tags, style.mood],
      themes.map((t) => t.bare),
    ),
    usedKeys: ctx.usedKeys,
    usedTemplates: ctx.usedTemplates,
    tags: ctx.tags,
    // The idea's mood: every line feels as the song is tagged ("Melancholic" has no "everything is good").
    mood: moodOfTags([style.mood]),
    // A song to someone (a love, a parent, one who is gone) is sung by one, as I.
    ...(kitSingsToSomeone({ subject: ctx.brief, tags: ctx.tags, mood: moodOfTags([style.mood]) })
      ? { pointOfView: 'I' as const }
      : {}),
  });
  // The chorus sings the main theme; the verse the others when there are more. The song's kit writes them
  // (its pairs keep their own meter, as there are no lines before them); the template writer when the kit
  // has nothing that fits.
  // The kit reads the brief as typed: "for my wife on our anniversary" is sung to her, though no theme
  // holds her.
  const kitContext = { ...lyricContext, holdMeter: false, subject: ctx.brief };
  const verseThemes = themes.length > 1 ? themes.slice(1) : themes;
  const kitChorus = writeKitChorus(kitContext);
  const chorus = kitChorus ?? writeChorus(lyricContext);
  // A verse that cannot name its theme in the kit's lines sings around it when the kit's chorus names it:
  // better than a template line from another kind of song. (After a template chorus, whose hook may read as
  // another kit's, the template writer goes on.)
  const verse =
    writeKitVerse(kitContext, verseThemes, { mayTellAround: kitChorus !== null }) ??
    writeVerse(lyricContext, verseThemes);
  return {
    lyrics: formatLyrics([
      { type: 'verse', text: verse.join('\n') },
      { type: 'chorus', text: chorus.join('\n') },
    ]),
    hook: chorus[0] as string,
  };
}

function makeIdea(ctx: Context): MusicIdea {
  const style = chooseStyle(ctx.tags, ctx.styles, ctx.rng);
  const { lyrics, hook } = ctx.musicType === 'song' ? lyricsFor(ctx, style) : { lyrics: '', hook: null };
  return {
    name: nameFor(ctx, style, hook),
    description: describe(ctx, style),
    lyrics,
    tags: ideaTags(ctx.musicType, ctx.tags, style),
  };
}

/** How alike an idea is to the closest of the others (1 for the same name or description), by their words. */
function likeness(idea: MusicIdea, others: readonly MusicIdea[]): number {
  const text = wordSet(`${idea.description} ${idea.lyrics}`);
  let most = 0;
  for (const o of others) {
    if (o.name.toLowerCase() === idea.name.toLowerCase() || o.description === idea.description) return 1;
    most = Math.max(most, jaccard(text, wordSet(`${o.description} ${o.lyrics}`)));
  }
  return most;
}

function clampCount(count: number | undefined): number {
  if (count === undefined || !Number.isFinite(count)) return DEFAULT_MUSIC_IDEAS;
  return Math.min(MAX_MUSIC_IDEAS, Math.max(1, Math.floor(count)));
}

/**
 * Writes `count` music ideas from keywords and tags. Songs keep the given tags and get first lyrics; music
 * gets 1–3 fitting tags added and no lyrics. Without a seed the answer is random; with one it is
 * reproducible. Throws NoKeywordsError when the keywords hold no usable word.
 */
export function generateMusicIdeas(input: MusicIdeasInput): MusicIdea[] {
  const keywords = parseKeywords(input.keywords).map(mendSpelling);
  if (keywords.length === 0) throw new NoKeywordsError();
  const tags = cleanTags(input.tags);
  const musicType = input.musicType === 'music' ? 'music' : 'song';
  const seed = Number.isFinite(input.seed) ? Number(input.seed) : Math.floor(Math.random() * 2 ** 32);
  const rng = createRng(hashSeed(String(seed), keywords.join(','), tags.join(','), musicType));
  const themes = themesFromKeywords(keywords, rng);
  const model = readBriefModel(keywords, tags);
  const ctx: Context = {
    rng,
    musicType,
    tags,
    themes,
    brief: keywords.join(', '),
    model,
    // A song sung to someone is named for them ("One More Round with My Little Sister"), not its pastime.
    titleTheme:
      briefTheme(model, themes[0], {
        toSomeone: kitSingsToSomeone({ subject: keywords.join(', '), tags, mood: moodOfTags(tags) }),
      }) ?? (themes[0] as ThemePhrase),
    styles: styleDecks(hintsFromKeywords(keywords), rng),
    names: new Deck(musicType === 'song' ? SONG_NAMES : PIECE_NAMES, rng),
    descriptionTemplates: new Deck(
      (musicType === 'song' ? DESCRIPTION_RULES.song : DESCRIPTION_RULES.piece)?.map((alt) =>
        typeof alt === 'string' ? alt : alt[0],
      ) ?? [],
      rng,
    ),
    usedKeys: new Set(),
    usedTemplates: new Set(),
    takenNames: new Set(),
  };

  const ideas: MusicIdea[] = [];
  const count = clampCount(input.count);
  for (let i = 0; i < count; i++) {
    // The least alike of a few tries, stopping at the first that is different enough.
    let idea = makeIdea(ctx);
    let score = likeness(idea, ideas);
    for (let attempt = 1; attempt < ATTEMPTS && score > MAX_SIMILARITY; attempt++) {
      const other = makeIdea(ctx);
      const otherScore = likeness(other, ideas);
      if (otherScore < score) [idea, score] = [other, otherScore];
    }
    ideas.push(idea);
    ctx.takenNames.add(idea.name.toLowerCase());
  }
  return ideas;
}
