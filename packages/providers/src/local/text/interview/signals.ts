/**
 * What an interview answer shows, read from its words: the parts of a worked example (situation, what the
 * candidate did, what came of it), specifics (numbers, named tools and terms), habits of method, hedging,
 * refusals and filler. Each finding keeps the candidate's own words it was read from, for the report.
 */
import { eng } from 'stopword';

export interface AnswerSignals {
  /** the answer trimmed, with contractions written out */
  text: string;
  words: number;
  /** words that are not stopwords */
  contentWords: number;
  sentences: string[];
  /** the sentence that sets the scene, if any */
  situation: string | null;
  /** sentences where the candidate (or their team) did something, in the past */
  actions: string[];
  /** the sentence that says what came of it */
  result: string | null;
  /** past-tense verbs in those sentences ("reported", "marked", "installed") */
  actionVerbs: number;
  /** habits the candidate describes in the present ("I check…", "I keep…") */
  methods: string[];
  /** present-tense method verbs in those sentences */
  methodVerbs: number;
  /** numbers with their unit ("450 MB", "20%", "$40,000", "six weeks") */
  numbers: string[];
  /** named tools, methods and terms of the trade ("PerfView", "SQL", "WCAG AA") */
  terms: string[];
  /** hedging phrases as written ("I guess", "maybe") */
  hedges: string[];
  /** "I have never…", "I have not…" */
  refusal: string | null;
  /** talk that fills time ("you know", "anyway") */
  fillers: string[];
  /** "I would…": what the candidate would do rather than did */
  hypothetical: boolean;
}

const STOP = new Set(eng);

const HEDGES: readonly RegExp[] = [
  /\bi guess\b/gi,
  /\bmaybe\b/gi,
  /\bprobably\b/gi,
  /\bperhaps\b/gi,
  /\bi suppose\b/gi,
  /\bnot (?:really |exactly )?sure\b/gi,
  /\bi do not (?:really )?know\b/gi,
  /\bkind of\b/gi,
  /\bsort of\b/gi,
  /\bi think\b/gi,
  /\bwhatever\b/gi,
  /\bwho knows\b/gi,
  /\bit depends\b/gi,
];

const FILLERS: readonly RegExp[] = [
  /\byou know\b/gi,
  /^(?:so|well),/gi,
  /\b(?:well|so), /gi,
  /\banyway\b/gi,
  /\bbasically\b/gi,
  /\bi mean\b/gi,
  /\bin general\b/gi,
  /\bthat is (?:just )?(?:how|what) (?:i see it|i think|it is)\b/gi,
  /\bpart of life\b/gi,
  /\bwhich is funny\b/gi,
  /\bexciting time\b/gi,
  /\bI remember\b/gi,
];

const REFUSAL =
  /\b(?:i have (?:not|never)(?: really)?(?: had| seen| done| closed| been)?[^.,;]*|i had not[^.,;]*|not yet|no idea|i do not (?:really )?(?:cope|like it|know)[^.,;]*|never had[^.,;]*)/i;

/** Past-tense verbs that say someone did something (regular -ed verbs are found by their ending). */
const IRREGULAR_PAST = new Set(
  (
    'took built wrote made ran set found led met sat got kept moved went gave brought told sent chose began ' +
    'drew spoke did saw put cut held paid sold won caught taught knew rang split shipped rebuilt rewrote ' +
    'stood fought bought'
  ).split(' '),
);
/** -ed words that are not something done. */
const NOT_ACTIONS = new Set([
  'used',
  'supposed',
  'need',
  'needed',
  'tired',
  'interested',
  'based',
  'worried',
]);

/** "I make sure…" names no step, so "make" followed by "sure" is not counted as one. */
const ACTION =
  /\b(?:i|we)\s+(?:then\s+|also\s+|quickly\s+|first\s+|immediately\s+)?([a-z]+)\b(?!\s+sure\b)/gi;

const METHOD_VERBS = new Set(
  (
    'write check use keep track review start plan make ask talk explain look compare send sort define draft ' +
    'pair brief mention let speak lead consolidate find follow test run set build share agree escalate ' +
    'introduce split read document measure prioritise prioritize delegate reproduce map monitor listen ' +
    'analyse analyze schedule record update answer join point give tell create design list block'
  ).split(' '),
);

/**
 * What came of it. Besides verbs of change, a result is often said as a size of change: "cut mis-picks by 30
 * percent", "by 40%", "30 percent fewer", "from 4 hours to 20 minutes", "saved $12k a year", "halved",
 * "doubled".
 */
const RESULT_SIZE =
  /\b(?:halved|doubled|tripled|quadrupled)\b|\bcut\b[^.;]{0,60}?\bby\b|\bby (?:about |around |nearly |almost |over |more than |roughly )?[$£€]?\d[\d.,]*\s?(?:%|percent\b|per cent\b|points?\b)|\b\d[\d.,]*\s?(?:%|percent|per cent) (?:fewer|less|more|lower|higher|faster|cheaper|smaller|bigger)\b|\bsav(?:ed|ing|es)\b[^.;]{0,30}?[$£€]\s?\d/i;

const RESULT_CHANGE =
  /\bfrom (?:about |around )?[$£€]?\d[\w.,%]* (?:\w+ )?to [$£€]?\d|\bwithin (?:a|an|one|two|three|four|five|six|\d+) \w+|\b(?:lift|gain|saving|savings|improvement|reduction|instead of|now|used the|still|signed|contract|deal|approved|thanked)\b|\b(?:dropped|fell|rose|increased|reduced|decreased|saved|improved|grew|stopped|went (?:up|down|from)|since then|as a result|afterwards|reached|signed|recovered|shipped|launched|approved|resolved|cleared|renewed|thanked|became|no longer|withdrawn|extubated|on schedule|on time|went live|cut the|cut our|happened|got the|kept|moved back|stayed|succeeded|passed|won|rebooked|acknowledged)\b/i;

const isResult = (sentence: string) => RESULT_CHANGE.test(sentence) || RESULT_SIZE.test(sentence);

const SITUATION =
  /\b(?:on|for|in|at|with) (?:a|an|the|my|our|one) (?:[\w-]+ ){0,3}(?:project|team|move|test|launch|shift|night|job|role|company|ward|site|class|unit|client|customer|migration|call)\b|^(?:our|my|the|a|an) [\w ,-]{0,40}\b(?:was|were|had|took|grew|wanted|called|stopped)\b|\b(?:last (?:year|month|week|summer|spring|quarter)|when i (?:joined|took|started)|at (?:a|my|our) |in my (?:last|previous|first)|during|once|one day|on a (?:\w+ )?(?:shift|night|project|team)|we had|we were|there was|there were|took over|was (?:about|held|overbooked|late|falling|six|down)|wanted|had a|had been|was \d)/i;

const NUMBER =
  /(?:[$£€]\s?\d[\d,.]*\s?(?:k|m|million|thousand)?|\b\d[\d,.]*(?:\s?(?:%|percent|k\b|ms\b|mb\b|gb\b|seconds?|minutes?|hours?|days?|weeks?|months?|years?|quarters?|sprints?|times|x\b|people|staff|stores|tickets|items|rooms|drivers|customers|visitors|patients))?|\b(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|hundred|half|a third|a quarter|dozen)\s+(?:days?|weeks?|months?|years?|hours?|minutes?|rooms|people|times|quarters?|sprints?|screens|waves|tests|customers|customer interviews|levels|rounds|shifts))/gi;

/** Capitalised or technical tokens inside a sentence: names of tools, methods and standards. */
const TERM =
  /(?:[A-Z][a-z]*[A-Z][A-Za-z]*|\b[A-Z]{2,}[a-z]?\b|\.[A-Z]{2,}\b|\b[A-Z]#|\b[A-Z]\/[A-Z]\b|\b[A-Z][a-z]+(?:\s[A-Z][a-z]+)*)/g;
const NOT_TERMS = new Set([
  'I',
  'My',
  'We',
  'Our',
  'The',
  'A',
  'An',
  'Then',
  'When',
  'After',
  'On',
  'In',
  'At',
  'It',
  'He',
  'She',
  'They',
  'This',
  'That',
  'Within',
  'Once',
  'If',
  'For',
  'Instead',
  'During',
  'Last',
]);

/**
 * The sentences of an answer: split after . ! or ? followed by a space and a capital, a digit or a quote
 * (so ".NET", "4.8" and "e.g. this" stay whole).
 */
export function splitSentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+(?=["“(]?[A-Z0-9])/)
    .map((x) => x.trim())
    .filter(Boolean);
}

/** Contractions written out, keeping the case of the text ("I'd" → "I would", "didn't" → "did not"). */
export function expandContractions(text: string): string {
  return text
    .replace(/[’‘`]/g, "'")
    .replace(/\b(won)'t\b/gi, (_, w: string) => (w[0] === 'W' ? 'Will not' : 'will not'))
    .replace(/\b(can)'t\b/gi, (_, w: string) => `${w} not`)
    .replace(/n't\b/gi, ' not')
    .replace(/'m\b/gi, ' am')
    .replace(/'re\b/gi, ' are')
    .replace(/'ve\b/gi, ' have')
    .replace(/'ll\b/gi, ' will')
    .replace(/\b(I|you|we|they|he|she)'d\b/gi, (_, w: string) => `${w} would`);
}

function matchesOf(text: string, patterns: readonly RegExp[]): string[] {
  const out: string[] = [];
  for (const pattern of patterns)
    for (const m of text.matchAll(pattern)) out.push(m[0].replace(/[,\s]+$/, ''));
  return out;
}

function actionVerb(verb: string): 'past' | 'method' | null {
  const v = verb.toLowerCase();
  if (NOT_ACTIONS.has(v)) return null;
  if (IRREGULAR_PAST.has(v) || (v.length > 3 && v.endsWith('ed'))) return 'past';
  if (METHOD_VERBS.has(v)) return 'method';
  return null;
}

function termsOf(sentence: string): string[] {
  const out: string[] = [];
  // Skip the sentence's first word: its capital says nothing.
  const body = sentence.replace(/^\s*\S+/, (w) => ' '.repeat(w.length));
  for (const m of body.matchAll(TERM)) {
    const term = m[0].trim();
    if (!term || NOT_TERMS.has(term)) continue;
    out.push(term);
  }
  return out;
}

export function readAnswer(answer: string): AnswerSignals {
  const text = expandContractions(answer.replace(/\s+/g, ' ').trim());
  const wordList = text.split(/\s+/).filter((w) => /[a-z0-9]/i.test(w));
  const lower = wordList.map((w) => w.toLowerCase().replace(/[^a-z0-9#']/g, ''));
  const parts = text ? splitSentences(text) : [];
  const actions: string[] = [];
  const methods: string[] = [];
  let actionVerbs = 0;
  let methodVerbs = 0;
  for (const sentence of parts) {
    let past = false;
    let method = false;
    for (const m of sentence.matchAll(ACTION)) {
      const kind = actionVerb(m[1] ?? '');
      if (kind === 'past') past = true;
      if (kind === 'method') method = true;
    }
    // Verbs after the subject's first one share it: "I reported it, marked a walkway and installed a mirror".
    const verbs = (sentence.toLowerCase().match(/[a-z]+/g) ?? []).map(actionVerb);
    if (past) {
      actions.push(sentence);
      actionVerbs += verbs.filter((v) => v === 'past').length;
    } else if (method) {
      methods.push(sentence);
      methodVerbs += verbs.filter((v) => v === 'method').length;
    }
  }
  // A result is said after the action (or in the last sentence of a story).
  const firstAction = actions[0] ? parts.indexOf(actions[0]) : -1;
  // The scene is set before the action; a later sentence that says what came of it ("Within months we
  // halved the falls on the ward") is the result, not the scene.
  const sceneBy = firstAction < 0 ? parts.length : firstAction;
  const situation = parts.find((s, i) => SITUATION.test(s) && (i <= sceneBy || !isResult(s))) ?? null;
  const result =
    parts.find(
      (s, i) =>
        i >= Math.max(0, firstAction) &&
        isResult(s) &&
        (s !== situation || parts.length === 1 || s.split(' ').length > 20),
    ) ??
    parts.find((s) => isResult(s) && /\d/.test(s)) ??
    null;
  // A bare one-digit number ("version 6") says little; with a unit or a currency it counts.
  const numbers = [...text.matchAll(NUMBER)]
    .map((m) => m[0].trim())
    .filter((n) => n.length > 0 && !/^\d$/.test(n));
  const terms = [...new Set(parts.flatMap(termsOf))];
  const refusal = REFUSAL.exec(text)?.[0]?.trim() ?? null;
  return {
    text,
    words: wordList.length,
    contentWords: lower.filter((w) => w && !STOP.has(w)).length,
    sentences: parts,
    situation,
    actions,
    actionVerbs,
    result,
    methods,
    methodVerbs,
    numbers,
    terms,
    hedges: matchesOf(text, HEDGES),
    refusal,
    fillers: matchesOf(text, FILLERS),
    hypothetical: /\bi would\b/i.test(text),
  };
}
