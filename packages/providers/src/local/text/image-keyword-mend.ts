// A keyword typed as a row of words rather than a phrase ("lighthouse storm", "Tokyo alley at 3am vending
// machines", "dust storm on a farm 1930s", "kids treehouse", "mother holding newborn") is said as English
// before it is used: the weather as a condition ("a lighthouse in a storm"), a list's last part after
// "with", a decade "in the 1930s", a plural owner with its apostrophe, a bare noun after a verb or a
// preposition with its article. Names typed in lower case get their capitals ("soviet", "polish village",
// "medusa", "emerald city", "van gogh"); a shop's name typed after "called" is quoted as typed.
import { baseForms, isKnownWord } from '../answers/wordnet';
import { isGerund } from './image-gerund';
import { hypernyms } from './image-hypernyms';
import { DETERMINERS, NO_ARTICLE, PHRASE_BREAKS } from './image-vocabulary';
import { looksForeign } from './foreign';
import { withArticle } from './text-utils';

/** Weather that a row of nouns ends on or runs into: the condition it sets. */
const WEATHER: Readonly<Record<string, string>> = {
  storm: 'in a storm',
  thunderstorm: 'in a thunderstorm',
  blizzard: 'in a blizzard',
  rain: 'in the rain',
  drizzle: 'in the drizzle',
  snow: 'in the snow',
  fog: 'in the fog',
  mist: 'in the mist',
  haze: 'in the haze',
};

/** The weather said of a place it falls on ("a snowy mountain cabin"). */
const WEATHER_ADJECTIVES: Readonly<Record<string, string>> = {
  storm: 'stormy',
  rain: 'rainy',
  snow: 'snowy',
  fog: 'foggy',
  mist: 'misty',
  haze: 'hazy',
};

/** Hypernyms that make a noun a substance, said without "a" ("sweat", "parchment", "clay", "wheat"). */
const MASS_KINDS = new Set([
  'secretion',
  'material',
  'substance',
  'soil',
  'beverage',
  'liquid',
  'paper',
  'fabric',
  'metal',
  'grain',
  'cereal',
  'foodstuff',
  'stuff',
]);

/** Words after which a bare singular noun is a place said without an article ("at home", "to school"). */
const IDIOMS =
  /^(?:it|them|him|her|us|me|you|this|that|hour|vacation|holiday|duty|display|board|top|time|home|school|work|church|bed|night|sea|dawn|dusk|noon|midnight|sunset|sunrise|fire|hand|foot|heart|stage|space|town|college|war|peace|love|table|breakfast|lunch|dinner|rest|play|first|last|once|large|heart|twilight|daybreak)$/;

const isPlural = (word: string): boolean => {
  const lower = word.toLowerCase();
  if (/(?:ies|men|children|people)$/.test(lower)) return true;
  if (!/s$/.test(lower) || /(?:ss|us|'s)$/.test(lower)) return false;
  // "taxis", "skis": WordNet knows the singular ("taxi"); "analysis", "chaos" are their own.
  return baseForms(lower, 'noun').some((b) => b !== lower) || /[^suis']s$/.test(lower);
};

/** Whether a word is a noun said without an article: a substance or a known mass noun. */
export function isMassNoun(word: string): boolean {
  const lower = word.toLowerCase();
  if (NO_ARTICLE.has(lower)) return true;
  return hypernyms(lower, 3).some((h) => MASS_KINDS.has(h));
}

const isNoun = (word: string): boolean =>
  /^\p{Ll}[\p{Ll}-]*$/u.test(word) && baseForms(word, 'noun').length > 0;

/** A word that only names a thing here: no determiner, preposition, verb in -ing or number. */
const isBareNoun = (word: string): boolean =>
  isNoun(word) && !DETERMINERS.has(word) && !PHRASE_BREAKS.has(word) && !/ing$/.test(word) && word !== 'and';

/** A lower-case word that may name a thing beside others ("treehouse", "vending"): no small word or verb. */
const isLooseNoun = (word: string): boolean =>
  /^\p{Ll}[\p{Ll}-]+$/u.test(word) &&
  !DETERMINERS.has(word) &&
  !PHRASE_BREAKS.has(word) &&
  word !== 'and' &&
  !isGerund(word) &&
  (baseForms(word, 'noun').length > 0 || baseForms(word, 'verb').length === 0);

/** "newborn" → "a newborn": a singular noun that is counted. */
function counted(word: string): boolean {
  const lower = word.toLowerCase();
  return (
    isNoun(lower) &&
    !isPlural(lower) &&
    !isMassNoun(lower) &&
    !IDIOMS.test(lower) &&
    !DETERMINERS.has(lower) &&
    !PHRASE_BREAKS.has(lower) &&
    hypernyms(lower, 1).length > 0
  );
}

/**
 * "lighthouse storm" → "lighthouse in a storm"; "mountain cabin snow fireplace" → "mountain cabin in the
 * snow with a fireplace". Only a row of bare nouns, and never a name WordNet knows ("dust storm", "snow
 * leopard", "acid rain").
 */
function weatherOut(all: string[]): string[] | null {
  if (all.length < 2 || !all.every((w) => isBareNoun(w) || /^\p{Lu}/u.test(w))) return null;
  const at = all.findIndex((w, i) => i > 0 && WEATHER[w] !== undefined);
  if (at <= 0) return null;
  const weather = all[at] as string;
  const before = all[at - 1] as string;
  const after = all.slice(at + 1);
  if (isKnownWord(`${before} ${weather}`) || (after[0] && isKnownWord(`${weather} ${after[0]}`))) return null;
  if (after.length === 0) return [...all.slice(0, at), WEATHER_MARK, weather];
  // "mountain cabin snow fireplace": a snowy mountain cabin, with a fireplace.
  const adjective = WEATHER_ADJECTIVES[weather];
  if (!adjective) return null;
  return [adjective, ...all.slice(0, at), 'with', ...articled(after.join(' ')).split(' ')];
}

/** Where a weather word split from its keyword starts: it is a keyword of its own. */
const WEATHER_MARK = '\u0000';

/** Places and buildings, which may have a part ("a cafe with a rainy window"). */
const PLACE_KINDS =
  /^(?:location|region|geographical area|area|vegetation|building|structure|establishment|tract|land|geological formation|formation)$/;
const isPlaceWord = (word: string): boolean => hypernyms(word, 6).some((h) => PLACE_KINDS.test(h));

/**
 * A row of three or more bare nouns, said as a phrase: "rainy window cafe Paris" → "cafe with a rainy window in Paris"; "wedding invitation
 * background eucalyptus leaves" → "wedding invitation background with eucalyptus leaves".
 */
function nounRow(all: string[]): string[] | null {
  // A capitalised place typed last: "in Paris".
  const last = all.at(-1) ?? '';
  const place = /^\p{Lu}\p{Ll}+$/u.test(last) && all.length >= 3 && all.slice(0, -1).every(isLooseNounOrAdj);
  const row = place ? all.slice(0, -1) : all;
  const tail = place ? ['in', last] : [];
  if (row.length < 3 || !row.every(isLooseNounOrAdj)) return place ? [...row, ...tail] : null;
  // A lone weather adjective first, then two nouns that are no compound: the second has the first.
  const [adjective = '', n1 = '', n2 = ''] = row;
  if (
    row.length === 3 &&
    /^(?:rainy|snowy|foggy|misty|stormy|sunny|windy|frosty|steamy|icy)$/.test(adjective) &&
    !isKnownWord(`${n1} ${n2}`) &&
    isPlaceWord(n2)
  )
    return [n2, 'with', ...articled(`${adjective} ${n1}`).split(' '), ...tail];
  // Things after a row of singular nouns: "with eucalyptus leaves".
  const pluralAt = row.findIndex((w, i) => i >= 2 && isPlural(w));
  if (
    row.length >= 4 &&
    pluralAt >= 2 &&
    pluralAt >= row.length - 2 &&
    !isKnownWord(`${row[pluralAt - 1]} ${row[pluralAt]}`)
  ) {
    const lead =
      pluralAt === row.length - 1 && !isKnownWord(`${row[pluralAt - 2]} ${row[pluralAt - 1]}`)
        ? pluralAt - 1
        : pluralAt;
    return [...row.slice(0, lead), 'with', ...row.slice(lead), ...tail];
  }
  return place ? [...row, ...tail] : null;
}

const isLooseNounOrAdj = (word: string): boolean =>
  isLooseNoun(word) ||
  (/^\p{Ll}+$/u.test(word) && baseForms(word, 'adj').length > 0 && !PHRASE_BREAKS.has(word));

const articled = (phrase: string): string => {
  const words = phrase.split(' ');
  const last = words.at(-1) ?? '';
  return counted(last) ? withArticle(phrase) : phrase;
};

/** "at 3am vending machines" → "at 3am with vending machines": a time is no noun's modifier. */
const TIME_THEN_THINGS =
  /^(.+?\s(?:at|in)\s(?:\d{1,2}(?::\d\d)?\s?[ap]\.?m\.?|night|midnight|noon|dawn|dusk|sunset|sunrise))\s+(\p{Ll}[\p{Ll}\s-]*)$/u;

/** A decade or a year after the rest: "on a farm 1930s" → "on a farm in the 1930s". */
const TRAILING_DECADE = /^(.+?\p{L})\s+((?:19|20)?\d0s|'\d0s)$/u;

/** "1920s flapper party" → "a 1920s flapper party": a decade before one counted thing. */
const LEADING_DECADE = /^((?:19|20)?\d0s)\s+(.+)$/;

/** Owners typed without their apostrophe: "kids treehouse" → "kids' treehouse". */
const OWNERS: Readonly<Record<string, string>> = {
  kids: "kids'",
  childrens: "children's",
  girls: "girls'",
  boys: "boys'",
  womens: "women's",
  mens: "men's",
};

/** Verbs in -ing that take an object: a bare noun after one takes its article ("holding a newborn"). */
const TAKES_OBJECT =
  /^(?:holding|carrying|hugging|feeding|reading|watching|riding|eating|playing|holding|walking|chasing|building|painting|drawing|writing|fixing|wearing)$/;

/** Nouns whose plural is their singular ("starfish", "sheep"). */
const SAME_PLURAL = /(?:fish|sheep|deer|moose|bison|salmon|trout|squid|shrimp|aircraft|series|species)$/;

/** Prepositions of place after which a bare counted noun takes "a" ("studying at a desk"). */
const PLACE_PREPOSITIONS = /^(?:at|on|under|beside|near|behind|inside|by|with)$/;

/** Names typed in lower case, and how they are written. */
const NAMES: ReadonlyArray<[RegExp, string]> = [
  [/\bsoviet\b/gi, 'Soviet'],
  [/\bvan gogh\b/gi, 'Van Gogh'],
  [/\b(?:an?\s+|the\s+)?emerald city\b/gi, 'the Emerald City'],
  [/\bled (?=lights?\b|strips?\b|signs?\b|screens?\b)/gi, 'LED '],
  // "a small polish village", "polish dumplings": a people's word before a noun; "nail polish" is not.
  [
    /(?<!\b(?:nail|shoe|floor|furniture|silver|boot)\s)\bpolish(?=\s+(?!the\b|a\b|an\b|my\b)\p{Ll})/giu,
    'Polish',
  ],
  // Medusa the gorgon is a name, with no article ("a medusa" is a jellyfish's stage).
  [/^(?:an?\s+)?medusa\b/gi, 'Medusa'],
];

/** Names the mending above writes with a capital, which the subject builder must not lower again. */
export function isMendedName(word: string): boolean {
  return /^(?:Medusa|Soviet|Polish|Emerald|LED)$/.test(word);
}

/** "named biscuit" → "named Biscuit"; "called crumb & co" → 'called "crumb & co"'. */
function namedAfter(keyword: string): string {
  return keyword.replace(
    /\b(named|called)\s+([\p{Ll}][\p{Ll}&' .-]*?)(?=\s+(?:who|which|that|with|and|in|on|at)\b|$)/u,
    (all, verb: string, name: string) => {
      const trimmed = name.trim();
      if (!/^\p{Ll}+$/u.test(trimmed)) return /\s/.test(trimmed) ? `${verb} "${trimmed}"` : all;
      // A one-word name: a pet's name or a shop's, said with its capital.
      return `${verb} ${trimmed.charAt(0).toUpperCase()}${trimmed.slice(1)}`;
    },
  );
}

/** A person or an animal, who does what a verb after it says ("mother holding", "hedgehog goes"). */
const isDoer = (word: string): boolean =>
  word !== '' && hypernyms(word, 12).some((h) => h === 'animal' || h === 'person' || h === 'organism');

/** "he goes to school" → "going to school": a verb of a sentence said as what its doer is doing. */
function gerundOf(verb: string): string | null {
  const base = baseForms(verb, 'verb').find((b) => b !== verb);
  if (!base) return null;
  if (/ie$/.test(base)) return `${base.slice(0, -2)}ying`;
  if (/[^aeiou]e$/.test(base) && base !== 'be') return `${base.slice(0, -1)}ing`;
  if (/^[^aeiou]*[aeiou][^aeiouwxy]$/.test(base)) return `${base}${base.at(-1)}ing`;
  return `${base}ing`;
}

/** Nouns that name a made picture: a noun right after one is what it shows ("tattoo design of a snake"). */
const PICTURES = /^(?:illustration|design|poster|painting|drawing|sketch|portrait|print|logo)$/;

/** One keyword said as English; anything it cannot mend is left as typed. */
export function mendKeyword(keyword: string): string {
  const [thing = '', weather] = mendKeywordText(keyword).split(` ${WEATHER_MARK} `);
  return weather === undefined
    ? thing
    : `${thing.replace(/ with .*$/, '')} ${WEATHER[weather] ?? weather}${/ with /.test(thing) ? thing.replace(/^.*?( with .*)$/, '$1') : ''}`;
}

function mendKeywordText(keyword: string): string {
  const trimmed = keyword.trim().replace(/\s+/g, ' ');
  if (trimmed === '' || looksForeign(trimmed)) return keyword;
  // "book illustration: hedgehog goes to school": what the picture is of.
  let text = namedAfter(trimmed).replace(
    /^(.*\b(?:illustration|design|poster|painting|drawing|sketch|portrait|print)):\s*/i,
    '$1 ',
  );
  for (const [pattern, name] of NAMES) text = text.replace(pattern, name);
  // "knight vs giant snail": each side counted.
  const versus = /^(.+?)\s+(vs\.?|versus)\s+(.+)$/i.exec(text);
  if (versus?.[1] && versus[3])
    return `${articled(versus[1])} ${versus[2]?.toLowerCase()} ${articled(versus[3])}`;
  const decadeLast = TRAILING_DECADE.exec(text);
  if (decadeLast?.[1] && decadeLast[2] && !/\b(?:in|of|from|the)$/i.test(decadeLast[1]))
    text = `${decadeLast[1]} in the ${decadeLast[2]}`;
  const decadeFirst = LEADING_DECADE.exec(text);
  if (decadeFirst?.[2]) {
    const head = decadeFirst[2].split(/\s+(?:in|on|at|with|of|from|under|over|by)\s+/)[0] ?? '';
    if (counted(head.split(' ').at(-1) ?? '')) text = `a ${text}`;
  }
  const timed = TIME_THEN_THINGS.exec(text);
  if (
    timed?.[1] &&
    timed[2] &&
    timed[2].split(' ').every((w) => isLooseNoun(w) || (isNoun(w) && !PHRASE_BREAKS.has(w)))
  )
    text = `${timed[1]} with ${articled(timed[2])}`;
  // "sunflower field Van Gogh style but at night": a sunflower field at night, in Van Gogh's style.
  const styled = /^(.+?)\s+((?:\p{Lu}[\p{L}'-]*\s?)+?)\s+style\b(?:\s+but)?\s*(.*)$/u.exec(text);
  if (styled?.[1] && styled[2])
    text = `${styled[1]}${styled[3] ? ` ${styled[3]}` : ''} in the style of ${styled[2]}`;
  let all = text.split(' ');
  all = weatherOut(all) ?? nounRow(all) ?? all;
  const out: string[] = [];
  for (const [i, word] of all.entries()) {
    const lower = word.toLowerCase();
    const prev = out.at(-1)?.toLowerCase() ?? '';
    const next = all[i + 1];
    // "kids treehouse" → "kids' treehouse", "childrens book" → "children's book".
    const owner = OWNERS[lower];
    if (owner && next && isLooseNoun(next) && !/ing$/.test(next) && !isPlural(next)) {
      out.push(/^\p{Lu}/u.test(word) ? owner.charAt(0).toUpperCase() + owner.slice(1) : owner);
      continue;
    }
    // "hedgehog goes to school" → "hedgehog going to school".
    if (i > 0 && /s$/.test(lower) && next && /^(?:to|into|through|across|over|along|down|up)$/.test(next)) {
      // Only after a doer ("hedgehog goes"): "hot air balloons over" and "northern lights over" are things.
      const gerund = isDoer(prev) && !isPlural(prev) ? gerundOf(lower) : null;
      if (gerund) {
        out.push(gerund);
        continue;
      }
    }
    // "illustration hedgehog going to school" (a style cut off before it): the hedgehog is the subject.
    if (
      i === 1 &&
      /^(?:illustration|painting|drawing|sketch)$/.test(prev) &&
      isBareNoun(lower) &&
      all.length > 2
    ) {
      out.pop();
      out.push(word);
      continue;
    }
    // "illustration hedgehog", "design snake": the picture is of the noun after it.
    if (
      PICTURES.test(prev) &&
      i > 1 &&
      isBareNoun(lower) &&
      !PICTURES.test(lower) &&
      !/^(?:idea|art|style|background|template|concept)$/.test(lower) &&
      !isKnownWord(`${prev} ${lower}`)
    ) {
      out.push(
        'of',
        counted(lower) && !isPlural(lower) ? (withArticle(word).split(' ')[0] ?? 'a') : '',
        word,
      );
      continue;
    }
    // "holding newborn", "at desk", "with rope bridge": a lone counted noun (or a pair of nouns) after a
    // verb or a place's preposition.
    const doing = TAKES_OBJECT.test(prev) && isDoer(out.at(-2)?.toLowerCase() ?? '');
    if ((doing || (PLACE_PREPOSITIONS.test(prev) && i > 1)) && /^\p{Ll}/u.test(word)) {
      let end = i;
      while (end < all.length && end - i < 2 && isLooseNoun(all[end] ?? '')) end++;
      const after = all[end]?.toLowerCase();
      const last = all[end - 1] ?? '';
      // "on lavender", "with starfish and crabs": a plant and a plural the same as its singular stay bare.
      const bare =
        SAME_PLURAL.test(last) ||
        hypernyms(last, 3).some((h) => /^(?:herb|shrub|subshrub|grass|moss)$/.test(h));
      if (
        end > i &&
        (after === undefined || after === 'and' || PHRASE_BREAKS.has(after)) &&
        counted(last) &&
        !bare &&
        !isPlural(word)
      ) {
        // "playing the violin": an instrument played takes "the".
        const instrument = prev === 'playing' && hypernyms(last, 6).includes('musical instrument');
        out.push(instrument ? 'the' : (withArticle(word).split(' ')[0] ?? 'a'), word);
        continue;
      }
    }
    out.push(word);
  }
  const mended = out.filter(Boolean).join(' ');
  return mended === trimmed ? keyword : mended;
}

/**
 * One keyword said as English, as one keyword or more: weather typed in a row of nouns is a keyword of its
 * own ("lighthouse storm" → "lighthouse", "storm"), which sets the scene as "storm" typed alone does.
 */
export function mendKeywordParts(keyword: string): string[] {
  return mendKeywordText(keyword)
    .split(` ${WEATHER_MARK} `)
    .map((p) => p.trim());
}

/** Things drawn or written on a surface: a material typed beside one is what it is on ("on parchment"). */
const FLAT_THINGS =
  /\b(?:map|letter|scroll|poster|card|page|note|invitation|manuscript|chart|sketch|drawing|menu)\b/i;

/** "map of an island kingdom", "parchment" → "map of an island kingdom on parchment". */
export function withMaterials(keywords: readonly string[]): string[] {
  const out: string[] = [];
  for (const keyword of keywords) {
    const lower = keyword.trim().toLowerCase();
    const flatAt = out.findIndex((o) => FLAT_THINGS.test(o) && !/\bon \p{L}+$/u.test(o));
    const material = hypernyms(lower, 2).some((h) => h === 'paper' || h === 'fabric' || h === 'material');
    if (/^\p{L}+$/u.test(lower) && flatAt >= 0 && material) {
      out[flatAt] = `${out[flatAt]} on ${lower}`;
      continue;
    }
    out.push(keyword);
  }
  return out;
}

/** "he is a golden retriever named Biscuit": what the user says of the one they named before. */
const PRONOUN_CLAUSE = /^(?:he|she|it|they)(?:\s+is|\s+are|'s|'re)\s+(.+)$/i;

/**
 * A keyword that says who the user's own one is ("my dog", "he is a golden retriever") is said beside
 * them: "a portrait of my dog, a golden retriever named Biscuit, in a renaissance painting".
 */
export function withPronounClauses(keywords: readonly string[]): string[] {
  const out: string[] = [];
  for (const keyword of keywords) {
    const said = PRONOUN_CLAUSE.exec(keyword.trim())?.[1];
    const ownerAt = out.findIndex((o) => /\bmy \p{L}+/u.test(o));
    if (said && ownerAt >= 0 && /^(?:an?|the)\s/i.test(said)) {
      out[ownerAt] = (out[ownerAt] as string).replace(/\bmy \p{L}+/u, (owner, at: number, whole: string) =>
        at + owner.length < whole.length ? `${owner}, ${said},` : `${owner}, ${said}`,
      );
      continue;
    }
    out.push(keyword);
  }
  return out;
}
