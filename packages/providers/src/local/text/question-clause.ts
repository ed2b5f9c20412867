/**
 * A shallow parse of one English sentence into the parts a question is made from: a leading adverbial
 * ("In 2004", "To fix a flat tyre,"), the subject, the verb group (auxiliaries, adverbs, main verbs) and the
 * rest. Words are tagged by `compromise`; the clause is read from its tags with a few rules, so it is
 * right for the plain declarative sentences of FAQ pages, articles and how-tos, and says so (`ok`) when it
 * is not sure.
 */
import nlp from './nlp';
import { verbModel, verbTransforms } from './question-verb-transforms';
import { subjectIsSubordinate, verbIsReducedRelative } from './question-clause-checks';
import { markNumberLabels } from './question-labels';
import { pastInfinitive } from './question-tense';
import { nounReadAsVerb, verbReadAsNoun } from './question-verb-repair';

export interface Token {
  text: string;
  /** Punctuation and spaces written before and after the word. */
  pre: string;
  post: string;
  lower: string;
  tags: ReadonlySet<string>;
}

export interface Clause {
  tokens: Token[];
  /** Words before the subject ("In 2004", "Today", "To fix a flat tyre,"), commas included. */
  intro: Token[];
  subject: Token[];
  /** Auxiliaries, modals, a copula, negation and adverbs, in order, before (and without) the main verbs. */
  aux: Token[];
  /** The main verb, and any verbs coordinated with it ("cleaned and oiled"); empty for a bare "be". */
  verbs: Token[];
  rest: Token[];
  /** The verb is a form of "be" with no other verb: "The shop is next to the harbour." */
  copula: boolean;
  passive: boolean;
  /** No subject, starts with a verb: "Remove the wheel first." */
  imperative: boolean;
  past: boolean;
  /** The subject reads as plural ("do"), else singular ("does"). */
  plural: boolean;
  /** The parse looks sound enough to rearrange the sentence. */
  ok: boolean;
  /**
   * The subject is sound but the verb read may not be the sentence's own ("A stone column called the
   * Monument … was built"): the sentence is asked about as a whole, never rearranged.
   */
  wholeOnly: boolean;
}

export function toInfinitive(token: Token): string {
  if (token.lower === 'born') return 'bear';
  if (token.lower === 'has') return 'have';
  const tense = token.tags.has('PastTense')
    ? 'PastTense'
    : token.tags.has('Participle')
      ? 'Participle'
      : token.tags.has('PresentTense')
        ? 'PresentTense'
        : undefined;
  const infinitive = verbTransforms.toInfinitive(token.lower, verbModel, tense) || token.lower;
  // "burned" tagged present: its infinitive is that of the past it is.
  return infinitive === token.lower ? (pastInfinitive(token.lower) ?? infinitive) : infinitive;
}

export function conjugate(infinitive: string): Record<string, string | undefined> {
  return verbTransforms.conjugate(infinitive, verbModel);
}

/** The simple past of a verb written as a participle: "founded" → "founded", "written" → "wrote". */
export function pastOf(token: Token): string {
  if (/ed$/.test(token.lower)) return token.lower;
  return conjugate(toInfinitive(token)).PastTense ?? token.lower;
}

/** The third-person present of a verb: "run" → "runs". */
export function thirdPersonOf(token: Token): string {
  return conjugate(toInfinitive(token)).PresentTense ?? token.lower;
}

interface TermJson {
  text: string;
  pre: string;
  post: string;
  normal?: string;
  tags: string[];
}

/**
 * The words of a sentence with their tags. `names` are words the text writes capitalised in mid-sentence
 * ("Lovelace", "Quay"); they are tagged ProperNoun even where compromise does not know them.
 */
const YEAR_PREPOSITIONS = new Set([
  'in',
  'on',
  'since',
  'from',
  'until',
  'till',
  'by',
  'before',
  'after',
  'around',
  'of',
  'between',
  'and',
  'to',
  'circa',
  'during',
]);

/** "since 2006": a four-digit number after a preposition, or not followed by a noun, is a year. */
function markYears(tokens: Token[]): void {
  tokens.forEach((t, i) => {
    if (!/^(1\d|20)\d\d$/.test(t.text) || t.tags.has('Year')) return;
    const afterPreposition = YEAR_PREPOSITIONS.has(tokens[i - 1]?.lower ?? '');
    const beforeNoun =
      tokens[i + 1]?.tags.has('Noun') && !tokens[i + 1]?.tags.has('ProperNoun') && !/[,;]/.test(t.post);
    if (afterPreposition || !beforeNoun) tokens[i] = { ...t, tags: new Set([...t.tags, 'Year', 'Date']) };
  });
}

const NOT_VERBS = [
  'Verb',
  'Determiner',
  'Pronoun',
  'Preposition',
  'Conjunction',
  'Adverb',
  'Date',
  'Value',
  'QuestionWord',
  'Person',
  'Place',
  'Organization',
  'Plural',
];

/**
 * "Roughen the area …", "Lever one side …": a first word compromise does not know as a verb, followed by a
 * determiner or a number, is an instruction.
 */
function markImperative(tokens: Token[]): void {
  const [first, second] = tokens;
  if (
    !first ||
    !second ||
    NOT_VERBS.some((tag) => first.tags.has(tag)) ||
    !/^\p{Lu}\p{Ll}+$/u.test(first.text)
  )
    return;
  const opensObject =
    second.tags.has('Determiner') ||
    second.tags.has('Possessive') ||
    /^(one|two|three|four|five)$/.test(second.lower);
  // "Water well and keep …", "Stir gently, then …": an adverb straight after, and no verb of a subject's.
  const third = tokens[2];
  const adverbThen =
    second.tags.has('Adverb') &&
    !/^(not|never|also|usually|often|always|only)$/.test(second.lower) &&
    (!third || /[,;]/.test(second.post) || /^(and|then)$/.test(third.lower) || third.tags.has('Preposition'));
  if (!opensObject && !adverbThen) return;
  tokens[0] = { ...first, tags: new Set(['Verb', 'Imperative', 'Infinitive', 'PresentTense']) };
}

/**
 * "The last note, Note G, describes an algorithm": before any verb, a lower-case "plural noun" that is
 * followed by a determiner is the sentence's verb (compromise reads some verbs after an appositive so).
 */
function markMissedVerb(tokens: Token[]): void {
  for (let i = 1; i < tokens.length - 1; i++) {
    const t = tokens[i] as Token;
    if (t.tags.has('Verb')) return;
    const next = tokens[i + 1] as Token;
    const pluralNoun = t.tags.has('Plural') && !t.tags.has('ProperNoun') && /^\p{Ll}+s$/u.test(t.text);
    if (
      pluralNoun &&
      (next.tags.has('Determiner') || next.tags.has('Possessive')) &&
      !/^(a|an)$/.test(t.lower)
    ) {
      tokens[i] = { ...t, tags: new Set(['Verb', 'PresentTense']) };
      return;
    }
  }
}

/** "residents may park": a lower-case "may" before a bare verb is the modal, never the month. */
function markModalMay(tokens: Token[]): void {
  tokens.forEach((t, i) => {
    const next = tokens[i + 1];
    if (t.text === 'may' && t.tags.has('Month') && next?.tags.has('Infinitive'))
      tokens[i] = { ...t, tags: new Set(['Verb', 'Modal', 'Auxiliary']) };
  });
}

export function tokenize(sentence: string, names: ReadonlySet<string> = new Set()): Token[] {
  // compromise's json() is typed `any`; the fields read here are documented for every term.
  const json = nlp(sentence).json() as { terms: TermJson[] }[];
  const tokens: Token[] = [];
  for (const s of json) {
    for (const t of s.terms) {
      if (t.text === '') {
        // The implicit "not" of a contraction: its spelling stays on the word before.
        const before = tokens[tokens.length - 1];
        if (before) before.post = before.post + t.post;
        continue;
      }
      const tags = new Set(t.tags);
      if (names.has(t.text) && !tags.has('Pronoun') && !tags.has('Determiner')) tags.add('ProperNoun');
      tokens.push({ text: t.text, pre: t.pre, post: t.post, lower: t.text.toLowerCase(), tags });
    }
  }
  markModalMay(tokens);
  markYears(tokens);
  markNumberLabels(tokens);
  markImperative(tokens);
  markMissedVerb(tokens);
  const noun = nounReadAsVerb(tokens);
  const misread = tokens[noun];
  if (misread) tokens[noun] = { ...misread, tags: new Set(['Noun', 'Singular']) };
  const verb = verbReadAsNoun(tokens);
  const missed = tokens[verb];
  if (missed) tokens[verb] = { ...missed, tags: new Set(['Verb', 'PresentTense']) };
  return tokens;
}

export const DISCOURSE = new Set([
  'however',
  'also',
  'moreover',
  'furthermore',
  'additionally',
  'therefore',
  'thus',
  'hence',
  'meanwhile',
  'finally',
  'first',
  'firstly',
  'second',
  'secondly',
  'third',
  'thirdly',
  'then',
  'next',
  'so',
  'and',
  'but',
  'besides',
  'instead',
  'otherwise',
  'likewise',
  'similarly',
  'consequently',
  'indeed',
  'overall',
  'generally',
  'usually',
  'typically',
  'often',
  'sometimes',
  'of course',
  'lastly',
  'importantly',
  'fortunately',
  'unfortunately',
  'luckily',
]);
/** Words that open an intro adverbial worth keeping ("Today twelve people work there."). */
export const TIME_WORDS = new Set([
  'today',
  'now',
  'currently',
  'nowadays',
  'recently',
  'later',
  'eventually',
  'soon',
  'originally',
  'initially',
  'yesterday',
  'tomorrow',
]);
const SUBORDINATORS = new Set([
  'after',
  'before',
  'when',
  'while',
  'although',
  'though',
  'if',
  'because',
  'since',
  'once',
  'until',
  'unless',
  'as',
  'whenever',
  'whereas',
  'to',
]);
/** Subordinators that open a clause only, never a phrase: its comma comes after its verb. */
const CLAUSE_OPENERS = new Set([
  'when',
  'whenever',
  'if',
  'as',
  'although',
  'though',
  'because',
  'while',
  'once',
  'unless',
  'whereas',
]);
const BE = new Set([
  'is',
  'are',
  'was',
  'were',
  'be',
  'been',
  'being',
  'am',
  "'s",
  "'re",
  "isn't",
  "aren't",
  "wasn't",
  "weren't",
]);
const VERB_ADVERBS = new Set([
  'please',
  'not',
  'never',
  'also',
  'often',
  'always',
  'usually',
  'only',
  'still',
  'already',
  'just',
  'rarely',
  'sometimes',
  'generally',
  'ever',
  'recently',
  'typically',
  'mostly',
  'largely',
  'normally',
  'first',
  'now',
  'even',
  'all',
]);
const MAX_SUBJECT_WORDS = 8;
const RELATIVE = new Set(['who', 'which', 'that', 'whom', 'whose', 'where']);
const PLURAL_PRONOUNS = new Set(['we', 'they', 'you', 'i', 'these', 'those', 'both']);

export function has(token: Token | undefined, tag: string): boolean {
  return token?.tags.has(tag) ?? false;
}

export function endsWithComma(token: Token | undefined): boolean {
  return token !== undefined && /,/.test(token.post);
}

function isAuxiliary(t: Token): boolean {
  return has(t, 'Auxiliary') || has(t, 'Modal') || has(t, 'Copula') || BE.has(t.lower);
}

function looksImperative(t: Token | undefined): boolean {
  if (!t) return false;
  if (/^(do|don't|never|please)$/.test(t.lower)) return true;
  return (
    has(t, 'Imperative') || (has(t, 'Infinitive') && has(t, 'Verb') && !has(t, 'Noun') && !has(t, 'Modal'))
  );
}

/** Whether the verb group starts at i. An imperative's leading adverbs ("Always wear …") belong to it. */
function isVerbStart(tokens: Token[], i: number, imperative: boolean): boolean {
  const t = tokens[i] as Token;
  if (imperative && VERB_ADVERBS.has(t.lower)) return true;
  return isAuxiliary(t) || isMainVerb(t);
}

function isMainVerb(t: Token): boolean {
  return has(t, 'Verb') && !isAuxiliary(t) && t.lower !== 'to';
}

export function isBe(t: Token): boolean {
  return BE.has(t.lower) || (has(t, 'Copula') && !has(t, 'Modal'));
}

/**
 * A word tagged as a verb that is part of the subject's noun phrase: a participle between a determiner or
 * adjective and its noun ("The first written record … dates"), or a plural noun read as a verb right
 * before the real past verb ("Danish forces captured").
 */
function nounModifier(tokens: readonly Token[], v: number, s: number): boolean {
  const t = tokens[v] as Token;
  const before = tokens[v - 1];
  const next = tokens[v + 1];
  if (v === s || isAuxiliary(t)) return false;
  const inPhrase = has(before, 'Determiner') || has(before, 'Adjective') || has(before, 'Ordinal');
  if ((has(t, 'Participle') || has(t, 'PastTense')) && inPhrase && has(next, 'Noun') && !has(next, 'Pronoun'))
    return true;
  const pluralNoun = /^\p{Ll}+s$/u.test(t.text) && has(t, 'PresentTense') && has(before, 'ProperNoun');
  return pluralNoun && has(next, 'Verb') && has(next, 'PastTense') && !isAuxiliary(next as Token);
}

/** Where the subject begins: after discourse markers, a time word, a comma-closed intro or a short PP. */
function introEnd(tokens: Token[]): number {
  let i = 0;
  // Discourse markers and time words, optionally followed by a comma.
  while (i < tokens.length) {
    const t = tokens[i] as Token;
    if (DISCOURSE.has(t.lower) || TIME_WORDS.has(t.lower)) {
      i++;
      continue;
    }
    break;
  }
  const first = tokens[i];
  if (!first) return i;
  const opensAdverbial =
    has(first, 'Preposition') ||
    SUBORDINATORS.has(first.lower) ||
    (has(first, 'Adverb') && !isAuxiliary(first));
  if (!opensAdverbial) return i;
  // "After the war ended, he …": up to the first comma, when a clause with a verb follows it. A date right
  // after the opener ("Since 2006 many beekeepers …") makes it a phrase, not a clause.
  // "Before first use, stand …": an ordinal word opens a noun phrase, not a date.
  const ordinalWord = has(tokens[i + 1], 'Ordinal') && has(tokens[i + 1], 'TextValue');
  const datePhrase = has(tokens[i + 1], 'Date') || (has(tokens[i + 1], 'Value') && !ordinalWord);
  // "Only a small number of deaths were recorded, although …": an adverb opening the main clause itself.
  const adverbOnly = !has(first, 'Preposition') && !SUBORDINATORS.has(first.lower);
  // "When the Sun, Moon and Earth line up …, their pulls …": a clause's comma comes after its own verb.
  const needsVerb = CLAUSE_OPENERS.has(first.lower) && tokens[i + 1]?.lower !== 'of';
  for (let j = i; j < Math.min(tokens.length - 2, i + 18); j++) {
    if (adverbOnly && j > i && isAuxiliary(tokens[j] as Token)) break;
    // "Since 2006 many beekeepers have …, although …": a date phrase has no verb before its comma.
    if (datePhrase && j > i && (isAuxiliary(tokens[j] as Token) || isMainVerb(tokens[j] as Token))) break;
    if (endsWithComma(tokens[j])) {
      const own = tokens.slice(i + 1, j + 1);
      if (needsVerb && !own.some((t) => isAuxiliary(t) || isMainVerb(t)) && listGoesOn(tokens, j + 1))
        continue;
      const after = tokens.slice(j + 1);
      if (after.some((t) => isAuxiliary(t) || isMainVerb(t))) return j + 1;
      break;
    }
  }
  if (!has(first, 'Preposition') && !datePhrase) return i;
  // "About 13,200 houses were destroyed": "about" qualifies the subject's number.
  if (/^(about|around|over|under|nearly|almost|approximately|roughly|some|up)$/.test(first.lower)) {
    let n = i + 1;
    while (has(tokens[n], 'Value') && !has(tokens[n], 'Date')) n++;
    if (n > i + 1 && has(tokens[n], 'Noun') && !has(tokens[n], 'Date')) return i;
  }
  // "In 2004 the shop moved …": a preposition and its dates or one noun phrase, no comma.
  let j = i + 1;
  const isDate = (t: Token | undefined): boolean =>
    t !== undefined && (has(t, 'Date') || has(t, 'Value')) && !has(t, 'Pronoun');
  if (isDate(tokens[j])) {
    // "On Sundays and Mondays the shop is closed": the dates joined by "and" are one phrase.
    while (isDate(tokens[j]) || (/^(and|or)$/.test(tokens[j]?.lower ?? '') && isDate(tokens[j + 1]))) j++;
    return j;
  }
  if (has(tokens[j], 'Determiner')) j++;
  while (has(tokens[j], 'Adjective')) j++;
  let nouns = 0;
  while (tokens[j] && has(tokens[j], 'Noun') && !has(tokens[j], 'Pronoun')) {
    j++;
    nouns++;
  }
  return nouns > 0 ? j : i;
}

/** Whether a list goes on after a comma: "the Sun, Moon and Earth" (one to three words, then "and"). */
function listGoesOn(tokens: readonly Token[], from: number): boolean {
  for (let k = from; k < from + 4 && k < tokens.length; k++) {
    const t = tokens[k] as Token;
    if (/^(and|or)$/.test(t.lower)) return k > from;
    if (has(t, 'Verb') || has(t, 'Pronoun') || endsWithComma(t)) return false;
  }
  return false;
}

/** Past a short aside closed by a comma right after the intro: "In enclosed seas, by contrast, the …". */
function asideEnd(tokens: readonly Token[], s: number): number {
  if (s === 0 || !endsWithComma(tokens[s - 1])) return s;
  const first = tokens[s];
  if (!has(first, 'Preposition') && !DISCOURSE.has(first?.lower ?? '')) return s;
  for (let j = s; j < s + 3 && j < tokens.length - 2; j++) {
    // "by contrast," "for example,": the aside's last word may read as a verb; a verb before it may not.
    if (endsWithComma(tokens[j])) return j > s ? j + 1 : s;
    if (isAuxiliary(tokens[j] as Token) || (j > s && isMainVerb(tokens[j] as Token))) return s;
  }
  return s;
}

/** "Spring tides have …": a first word before a plural noun and a finite verb names the subject. */
function nounCompound(tokens: readonly Token[], i: number): boolean {
  const next = tokens[i + 1];
  const after = tokens[i + 2];
  return (
    has(next, 'Plural') &&
    !has(next, 'Determiner') &&
    !has(next, 'Pronoun') &&
    after !== undefined &&
    (isAuxiliary(after) || (has(after, 'Verb') && !has(after, 'Gerund')))
  );
}

/** Where a clause or a second verb phrase starts: a reduced relative's scan stops there. */
const CLAUSE_BREAK = /^(and|or|but|because|although|while|when|which|who|that|where|so|if|after|before)$/;

/**
 * "A French company led by Ferdinand de Lesseps began digging", "A stone column called the Monument, 61
 * metres tall, was built": a past participle with its agent or name describes the subject; the sentence's
 * own verb is the finite one after it. Returns that verb's index, or `v` when there is none.
 */
function reducedRelativeEnd(tokens: readonly Token[], s: number, v: number): number {
  const verb = tokens[v];
  if (!verb || v === s || isAuxiliary(verb) || !(has(verb, 'PastTense') || has(verb, 'Participle'))) return v;
  const next = tokens[v + 1];
  const agent = next?.lower === 'by' || next?.lower === 'as';
  if (!agent && !has(next, 'Determiner')) return v;
  let named = agent;
  for (let w = v + 1; w < tokens.length && w <= v + 8 && w - s <= MAX_SUBJECT_WORDS + 3; w++) {
    const t = tokens[w] as Token;
    if (CLAUSE_BREAK.test(t.lower) || /[;:]/.test(t.post)) return v;
    if (has(t, 'ProperNoun')) named = true;
    const finite = isAuxiliary(t) || (has(t, 'PastTense') && isMainVerb(t) && !has(t, 'Participle'));
    if (finite && w > v + 2) return named && !has(tokens[w - 1], 'Preposition') ? w : v;
  }
  return v;
}

/** Leaves out words in parentheses: "Ada Lovelace (1815–1852) was …" reads as "Ada Lovelace was …". */
function withoutParentheticals(tokens: readonly Token[]): Token[] {
  const out: Token[] = [];
  let depth = 0;
  let pending = 0;
  for (const t of tokens) {
    const opens = pending + (t.pre.match(/\(/g) ?? []).length + (t.text.match(/\(/g) ?? []).length;
    const closes = (t.text.match(/\)/g) ?? []).length + (t.post.match(/\)/g) ?? []).length;
    pending = (t.post.match(/\(/g) ?? []).length;
    if (depth === 0 && opens === 0) {
      out.push(pending > 0 ? { ...t, post: t.post.replace(/\(/g, '') } : t);
    } else if (depth + opens - closes <= 0 && out.length > 0) {
      // Keep the punctuation that followed the parenthesis: "(1815–1852)," closes a phrase.
      const last = out[out.length - 1] as Token;
      out[out.length - 1] = { ...last, post: t.post.replace(/\)/g, '') || ' ' };
    }
    depth = Math.max(0, depth + opens - closes);
  }
  return out;
}

/**
 * Whether words before the verb can be a subject: no verb in them, except a gerund that opens it
 * ("Adopting a dog …"), a participle before its noun ("Molten rock …") or the verb of a relative clause
 * ("Scientists who study volcanoes").
 */
function plausibleSubject(subject: readonly Token[]): boolean {
  const relative = subject.findIndex((t) => RELATIVE.has(t.lower));
  if (relative === 0) return false;
  return subject.every((t, i) => {
    if (relative !== -1 && i >= relative) return true;
    if (!has(t, 'Verb')) return true;
    if (i === 0 && has(t, 'Gerund')) return true;
    // "Guests arriving early": a gerund after its noun describes it.
    if (has(t, 'Gerund') && has(subject[i - 1], 'Noun')) return true;
    // "Danish forces": a plural noun compromise read as a verb, at the end of the subject.
    if (i === subject.length - 1 && /^\p{Ll}+s$/u.test(t.text) && has(subject[i - 1], 'ProperNoun'))
      return true;
    const next = subject[i + 1];
    // "led by Ferdinand de Lesseps", "called the Monument": a reduced relative describing the noun.
    const described = i > 0 && (/^(by|as)$/.test(next?.lower ?? '') || has(next, 'Determiner'));
    return (
      (has(t, 'Participle') || has(t, 'PastTense')) &&
      (has(next, 'Noun') || has(next, 'Adjective') || described)
    );
  });
}

export function parseClause(all: Token[]): Clause {
  const tokens = withoutParentheticals(all);
  const clause: Clause = {
    tokens,
    intro: [],
    subject: [],
    aux: [],
    verbs: [],
    rest: [],
    copula: false,
    passive: false,
    imperative: false,
    past: false,
    plural: false,
    ok: false,
    wholeOnly: false,
  };
  if (tokens.length < 2) return clause;

  // An imperative opens with a bare verb ("Remove …", "Don't …", "Always wear …"), maybe after an intro
  // ("To fix a flat tyre, remove …").
  const s = asideEnd(tokens, introEnd(tokens));
  clause.intro = tokens.slice(0, s);
  let afterAdverbs = s;
  while (VERB_ADVERBS.has(tokens[afterAdverbs]?.lower ?? '')) afterAdverbs++;
  if (looksImperative(tokens[afterAdverbs]) && !nounCompound(tokens, afterAdverbs)) {
    clause.imperative = true;
  }

  // The verb group: the first verb after a plausible subject ("Spring tides have": not "Spring").
  let v = !clause.imperative && nounCompound(tokens, s) ? s + 1 : s;
  while (v < tokens.length && (!isVerbStart(tokens, v, clause.imperative) || nounModifier(tokens, v, s))) v++;
  // "Molten rock below …": a participle before its noun describes the subject.
  const describes = (t: Token | undefined, next: Token | undefined): boolean =>
    (has(t, 'Participle') || has(t, 'PastTense')) && has(next, 'Noun') && !has(next, 'Pronoun');
  if (v === s && !clause.imperative && describes(tokens[v], tokens[v + 1])) {
    v++;
    while (v < tokens.length && !isVerbStart(tokens, v, false)) v++;
  }
  // A gerund subject ("Cleaning the chain helps …") is part of the subject, not its verb.
  while (v < tokens.length && has(tokens[v], 'Gerund') && v === s && !clause.imperative) {
    v++;
    // "Going to bed and getting up …": every "-ing" word and particle is the gerund subject's.
    const inSubject = (t: Token): boolean => /..ing$/.test(t.lower) || has(t, 'Particle');
    while (v < tokens.length && (!isVerbStart(tokens, v, false) || inSubject(tokens[v] as Token))) v++;
  }
  // "Scientists who study volcanoes are called …": the relative clause belongs to the subject, whose own
  // verb starts with the auxiliary after it.
  if (RELATIVE.has(tokens[v - 1]?.lower ?? '') && v - 1 > s) {
    let w = v + 1;
    while (w < tokens.length && !isAuxiliary(tokens[w] as Token)) w++;
    if (w < tokens.length) v = w;
  }
  // "Guests arriving early can leave …": a gerund after the subject's noun describes it, when a verb of
  // the sentence's own follows.
  if (v > s && has(tokens[v], 'Gerund') && has(tokens[v - 1], 'Noun')) {
    let w = v + 1;
    while (w < tokens.length && w <= v + 4 && !isAuxiliary(tokens[w] as Token)) w++;
    if (w < tokens.length && w <= v + 4) v = w;
  }
  // "We also rent …": an adverb before the verb is the verb's ("also" is then left out of questions).
  // "Coffee quickly loses …": any "-ly" adverb right before the verb is the verb's too.
  while (
    v - 1 > s &&
    (VERB_ADVERBS.has(tokens[v - 1]?.lower ?? '') || /..ly$/.test(tokens[v - 1]?.lower ?? '')) &&
    has(tokens[v - 1], 'Adverb')
  )
    v--;
  v = reducedRelativeEnd(tokens, s, v);
  if (v >= tokens.length) return clause;
  clause.subject = tokens.slice(s, v);
  if (clause.subject.length === 0 && !clause.imperative) return clause;

  // An appositive ("Maria Olsen, a former cyclist, opened …") is dropped from the subject.
  const firstComma = clause.subject.findIndex((t) => endsWithComma(t));
  if (firstComma !== -1 && firstComma < clause.subject.length - 1) {
    if (!endsWithComma(clause.subject[clause.subject.length - 1])) return clause;
    clause.subject = clause.subject.slice(0, firstComma + 1);
  }
  if (!plausibleSubject(clause.subject) || subjectIsSubordinate(clause.subject)) return clause;
  // A long subject, or one with several phrases, means the verb was found in the wrong place.
  if (
    clause.subject.length > MAX_SUBJECT_WORDS ||
    clause.subject.filter((t) => has(t, 'Preposition')).length > 1
  )
    return clause;
  if (
    clause.subject.length > 0 &&
    !clause.subject.some(
      (t) =>
        has(t, 'Noun') || has(t, 'Pronoun') || has(t, 'Value') || has(t, 'Gerund') || t.lower === 'there',
    )
  )
    return clause;

  let k = v;
  while (k < tokens.length) {
    const t = tokens[k] as Token;
    if (
      isAuxiliary(t) ||
      (VERB_ADVERBS.has(t.lower) && (has(t, 'Adverb') || has(t, 'Negative') || t.lower === 'please')) ||
      has(t, 'Negative')
    ) {
      clause.aux.push(t);
      k++;
      continue;
    }
    // "are not waterproof": after "be", a bare verb form is an adjective, and the clause a copula.
    const predicate =
      clause.aux.some(isBe) &&
      has(t, 'Infinitive') &&
      !['PastTense', 'Participle', 'Gerund', 'Passive'].some((tag) => has(t, tag));
    if (predicate) break;
    if (isMainVerb(t) && !(has(t, 'Gerund') && clause.aux.length === 0 && clause.verbs.length > 0)) {
      clause.verbs.push(t);
      k++;
      // "cleaned and oiled", "opens and closes"
      while (
        (tokens[k]?.lower === 'and' || tokens[k]?.lower === 'or') &&
        isMainVerb(tokens[k + 1] as Token) &&
        !has(tokens[k + 1], 'Gerund')
      ) {
        clause.verbs.push(tokens[k] as Token, tokens[k + 1] as Token);
        k += 2;
      }
    }
    break;
  }
  // A trailing adverb in the aux list belongs to the rest when no main verb follows ("is also open"); a
  // negation stays ("are not waterproof" asks "Are they waterproof?").
  while (
    clause.verbs.length === 0 &&
    clause.aux.length > 0 &&
    !isAuxiliary(clause.aux[clause.aux.length - 1] as Token) &&
    !has(clause.aux[clause.aux.length - 1], 'Negative')
  ) {
    k--;
    clause.aux.pop();
  }
  // "The shape of the coast also matters: in …": what follows a colon is another clause.
  clause.rest = /[;:]/.test(tokens[k - 1]?.post ?? '') ? [] : tokens.slice(k);
  clause.wholeOnly = verbIsReducedRelative(clause.aux, clause.verbs, clause.rest);
  const auxWords = clause.aux.filter(isAuxiliary);
  const lastAux = auxWords[auxWords.length - 1];
  clause.copula = clause.verbs.length === 0 && lastAux !== undefined && isBe(lastAux);
  if (clause.verbs.length === 0 && !clause.copula) return clause;
  const mainVerb = clause.verbs[0];
  clause.passive =
    mainVerb !== undefined &&
    auxWords.some(isBe) &&
    (has(mainVerb, 'Passive') ||
      has(mainVerb, 'PastTense') ||
      has(mainVerb, 'Participle') ||
      mainVerb.lower === 'born');
  const tenseWord = auxWords[0] ?? mainVerb;
  clause.past =
    tenseWord !== undefined &&
    (/^(was|were|had|did|wasn't|weren't|didn't|hadn't)$/.test(tenseWord.lower) ||
      (tenseWord === mainVerb &&
        (has(tenseWord, 'PastTense') ||
          (!has(tenseWord, 'Infinitive') && pastInfinitive(tenseWord.lower) !== null))));
  clause.plural = isPlural(clause.subject);
  clause.ok = true;
  return clause;
}

export function isPlural(subject: Token[]): boolean {
  if (subject.length === 1 && PLURAL_PRONOUNS.has(subject[0]?.lower ?? '')) return true;
  if (subject.some((t) => t.lower === 'and')) return true;
  const nouns = subject.filter((t) => has(t, 'Noun') && t.lower !== 'of');
  // The head of "the history of the city" is "history": the last noun before "of" (or before any other
  // preposition: "guided tours in English" are tours).
  const ofIndex = subject.findIndex((t) => t.lower === 'of' || (has(t, 'Preposition') && t.lower !== 'of'));
  const head =
    ofIndex > 0
      ? subject
          .slice(0, ofIndex)
          .filter((t) => has(t, 'Noun'))
          .pop()
      : nouns.pop();
  return has(head, 'Plural');
}
