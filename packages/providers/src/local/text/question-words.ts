/**
 * The words the question builders recognise: pointing pronouns, prepositions of dates and places, units,
 * verbs of duration and location, quantifiers. Lists, not rules; the rules are in question-parts and
 * question-forms.
 */

/** Subjects that point elsewhere; a question built on them would not make sense alone. */
export const POINTING = new Set([
  'he',
  'she',
  'it',
  'they',
  'this',
  'these',
  'those',
  'that',
  'one',
  'someone',
  'something',
  'everything',
  'everyone',
  'all',
  'some',
  'many',
  'most',
  'each',
  'both',
  'him',
  'her',
  'them',
]);

export const CUT_WORDS = new Set([
  'because',
  'although',
  'though',
  'whereas',
  'while',
  'but',
  'unless',
  'which',
  'who',
  'whom',
  'whose',
]);

export const NEGATIONS = new Set(['not', 'never', "n't"]);

export const DATE_PREPOSITIONS = new Set([
  'in',
  'on',
  'at',
  'during',
  'since',
  'from',
  'until',
  'till',
  'by',
  'between',
  'before',
  'after',
  'around',
  'circa',
  'throughout',
]);

export const DATE_MODIFIERS = new Set(['the', 'early', 'late', 'mid', 'of', 'about', 'around']);

export const RANGE_WORDS = new Set(['to', 'and', 'or', 'until', 'till', 'through', '-', '–', 'of', 'the']);

export const LOCATION_PREPOSITIONS = new Set([
  'at',
  'in',
  'on',
  'near',
  'next',
  'beside',
  'behind',
  'opposite',
  'inside',
  'outside',
  'above',
  'below',
  'along',
  'across',
  'within',
  'off',
  'to',
  'from',
  'into',
]);

export const LOCATION_VERBS = new Set([
  'born',
  'located',
  'based',
  'situated',
  'live',
  'lives',
  'lived',
  'lie',
  'lies',
  'lay',
  'stand',
  'stands',
  'stood',
  'sit',
  'sits',
  'buried',
  'died',
  'raised',
  'moved',
  'move',
  'moves',
  'find',
  'found',
  'built',
  'held',
  'settled',
  'emigrated',
  'grew',
  'park',
  'parked',
  'form',
  'forms',
  'formed',
]);

/**
 * Nouns that name a place in a building, a site or a thing: "at the front desk", "on the Great Lawn",
 * "to the racks", "on the opposite side". A rule's place phrase with one of them says where.
 */
export const PLACE_NOUNS =
  /^(?:room|rooms|floor|floors|desk|reception|rack|racks|lawn|lawns|garden|gardens|park|parks|entrance|entrances|exit|exits|gate|gates|door|doors|side|sides|centre|center|office|counter|area|areas|hall|lobby|corridor|kitchen|site|premises|building|shop|store|library|station|stop|platform|street|road|lane|river|shore|coast|beach|field|pitch|court|pool|studio|gym|locker|lockers|shelf|shelves|bin|bins|path|paths|trail|trails|car|lot|square|yard|garage|basement|boathouse|clubhouse|courtyard|stairwell|hallway|balcony|balconies|attic|cellar|terrace|deck|cabin|dome|house|café|cafe|museum|bar|harbour|harbor|port|pier|airport|lake|sea|ocean|pole|poles|equator|hemisphere|bank|banks|border|edge|edges|corner|corners|top|bottom|front|back|rear|base|surface|wall|walls|roof|window|windows)$/;

export const QUALIFIERS = new Set([
  'about',
  'around',
  'approximately',
  'roughly',
  'nearly',
  'almost',
  'over',
  'under',
  'only',
  'just',
  'some',
  'up',
  'more',
  'less',
  'than',
  'at',
  'least',
  'most',
]);

export const TIME_UNITS =
  /^(seconds?|minutes?|hours?|days?|weeks?|months?|years?|decades?|centuries|century|nights?|mins?|hrs?)$/;

export const MEASURE_UNITS =
  /^(millimet(re|er)s|centimet(re|er)s|met(re|er)s|kilomet(re|er)s|km|cm|mm|miles|inches|feet|yards|grams|kilograms|kilos|kg|tonnes|tons|pounds|ounces|litres|liters|gallons|degrees|bar|psi|volts|watts|calories|percent|kilowatts|hectares|acres)$/;

/** Nouns that name a measure: "a pressure of 6 bar", "a speed of 25 km". */
export const MEASURE_NAMES = new Set([
  'pressure',
  'temperature',
  'speed',
  'weight',
  'height',
  'length',
  'depth',
  'width',
  'size',
  'distance',
  'capacity',
  'voltage',
  'power',
  'range',
  'volume',
  'dose',
  'dosage',
  'rate',
  'budget',
  'population',
  'area',
  'altitude',
  'elevation',
  'diameter',
]);

export const SIZE_ADJECTIVES = new Set([
  'tall',
  'high',
  'long',
  'wide',
  'deep',
  'old',
  'heavy',
  'thick',
  'big',
  'large',
  'far',
]);

export const DURATION_VERBS = new Set([
  'take',
  'takes',
  'took',
  'taken',
  'last',
  'lasts',
  'lasted',
  'wait',
  'need',
  'needs',
  'run',
  'runs',
  'ran',
  'stay',
  'stays',
]);

export const FREQUENCY_ADVERBS = /^(daily|weekly|monthly|yearly|annually|hourly|nightly|fortnightly)$/;

export const VAGUE_VERBS = new Set([
  'have',
  'has',
  'had',
  'get',
  'gets',
  'got',
  'do',
  'does',
  'did',
  'need',
  'needs',
  'want',
  'wants',
  'hope',
  'think',
  'know',
  'see',
  'like',
  'love',
  'use',
  'uses',
  'help',
  'helps',
]);

export const QUANTIFIERS = new Set([
  'any',
  'every',
  'each',
  'some',
  'no',
  'all',
  'most',
  'many',
  'several',
  'few',
]);

export const OBJECT_STARTS = ['Determiner', 'Noun', 'Adjective', 'Possessive', 'Value'];

/** Intros that only link the sentence to the one before; a question asked alone leaves them out. */
export const LINKING_PHRASE =
  /^(by contrast|in contrast|for (example|instance)|in (addition|fact|general|particular|short|practice|turn|other words|the end)|of course|as a result|on the other hand|at the same time|after all|above all|to do this|to do so)$/i;
