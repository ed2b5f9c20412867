/**
 * The local engine behind POST /api/openai/create-chat-questions: question/answer pairs an assistant is
 * trained on, made from a topic's text with no model.
 *
 * 1. The text is read into sentences (headings, list markers and boilerplate recognised).
 * 2. Sentences are ranked by TextRank over their TF-IDF similarity, weighted by how much they tell.
 * 3. Sentences are picked best first, spread over the text (each region of the text is discounted once it
 *    gave a pair) and unlike the ones already picked.
 * 4. Each picked sentence becomes a question a visitor would ask, read from its structure, and only if it
 *    passes the question validator; the answer is the shortest span of the sentence that answers it ("In
 *    2014."). A question about the sentence as a whole ("What can you tell me about X?") is answered by
 *    the sentence, with the sentence before it when it leans on it ("She opened …"); it is asked only
 *    when no other sentence makes a specific question. A yes/no question answered "Yes." alone reads the
 *    sentence back and is never asked. A question the text itself asks (an FAQ) is kept with the
 *    sentences that answer it.
 * 5. Fewer pairs than asked come with the reason.
 * Nothing is random: the same input gives the same pairs.
 */
import { clampQuestionCount, QUESTION_COUNT } from '@muse/domain';
import { parseClause, tokenize, has, isPlural, type Clause, type Token } from './question-clause';
import { aboutQuestion, draftQuestions, type QuestionDraft, type QuestionForm } from './question-forms';
import { keyPhrase } from './question-key-phrase';
import { afterStepQuestion } from './question-step';
import { countOfTopic, memberOfTopic, topicNoun } from './question-copula-forms';
import { answerWithoutReferent } from './question-gate';
import { isWellFormedQuestion } from './question-validator';
import { personName } from './question-person';
import { whoAnswer } from './question-who-name';
import { openingNames } from './question-opening-names';
import { poorAboutTopic } from './question-about';
import { pointedTime, withPointedTime } from './question-pointed-time';
import { render } from './question-render';
import { namedNeed, needQuestion, openingPurpose } from './question-need';
import { reportedClause } from './question-reported';
import { leansOnPrevious, rankSentences, termsOf, type RankedText } from './chat-questions-rank';
import { isBoilerplate, MAX_ANSWER_WORDS, readSentences, type TextSentence } from './chat-questions-text';
import {
  aboutPhrase,
  continuesTopic,
  exceptedBy,
  isInstruction,
  namedSentence,
  qualifiesFaqAnswer,
  stepsAfter,
} from './question-answer-extent';

export interface ChatQuestionsInput {
  text: string;
  /** The topic's name; its words make a sentence slightly more relevant. */
  topic: string;
  /** 1–10 (clamped here too), or 'auto' to pick by the text's length. */
  count: number | 'auto';
  /** Pairs the topic has already: their questions are not asked again, nor their answers' sentences. */
  exclude?: readonly ChatQuestion[];
}

export interface ChatQuestion {
  question: string;
  answer: string;
}

/** The pairs written, and when there are fewer than asked, why, in words for the owner. */
export interface ChatQuestionSet {
  pairs: ChatQuestion[];
  fewerBecause?: string;
}

export const MAX_CHAT_QUESTIONS = QUESTION_COUNT.max;
export const MIN_AUTO_CHAT_QUESTIONS = 3;
/** 'auto' makes one pair per this many words of text. */
export const WORDS_PER_AUTO_QUESTION = 100;

/** 'auto': one pair per 100 words, at least 3 and at most 10 (fewer when the text has fewer sentences). */
export function autoChatQuestionCount(wordCount: number): number {
  const perWords = Math.round(Math.max(0, wordCount) / WORDS_PER_AUTO_QUESTION);
  return Math.min(MAX_CHAT_QUESTIONS, Math.max(MIN_AUTO_CHAT_QUESTIONS, perWords));
}

interface Candidate {
  /** The sentence the question is about. */
  main: number;
  /** The sentences of the answer, in order (the main one, maybe with the one before or after). */
  answer: number[];
  /** A question the text itself asks, answered by `answer`. */
  faq?: string;
  score: number;
  /** Which part of the text it is in, for spreading the pairs. */
  region: number;
}

const MAX_FAQ_WORDS = 25;
/** Two picked sentences more alike than this would make two pairs about one thing. */
const MAX_SIMILARITY = 0.6;
/** Each further pair from one region of the text counts this much less. */
const REGION_DISCOUNT = 0.5;
/** How much a form already used counts against using it again, in preference points. */
const VARIETY_WEIGHT = 0.5;
const ABOUT_PREFERENCE = 3.2;
const FAQ_BOOST = 1.4;
/** "What should I do after removing the wheel?" is as specific as a "How …?". */
const STEP_PREFERENCE = 1;
/** "How many living species of wombats are there?" is as specific as any count. */
const COUNT_PREFERENCE = 0.2;
/** "What will I need to make a claim?" is as specific as a "What …?" read from the sentence alone. */
const NEED_PREFERENCE = 0.8;
/** Candidates tried beyond the count asked, so one sentence that yields no question cannot stall. */
const EXTRA_TRIES = 40;

function isStatement(s: TextSentence | undefined): s is TextSentence {
  return s !== undefined && s.kind === 'statement' && s.words <= MAX_ANSWER_WORDS && !isBoilerplate(s.text);
}

/** Questions the text asks itself, each with the one or two sentences right after it. */
function faqCandidates(sentences: readonly TextSentence[], ranked: RankedText): Candidate[] {
  const out: Candidate[] = [];
  sentences.forEach((s, i) => {
    if (s.kind !== 'question' || s.words < 3 || s.words > MAX_FAQ_WORDS || isBoilerplate(s.text)) return;
    const first = sentences[i + 1];
    if (!isStatement(first) || first.block - s.block > 1) return;
    const answer = [i + 1];
    const second = sentences[i + 2];
    // "Yes." alone answers nothing; a sentence that leans on the first belongs with it.
    if (
      isStatement(second) &&
      second.block === first.block &&
      (first.words < 6 || leansOnPrevious(second.text) || qualifiesFaqAnswer(s.text, first, second))
    )
      answer.push(i + 2);
    if (!answer.some((a) => sentences[a]?.usable)) return;
    const score = Math.max(...answer.map((a) => ranked.score[a] ?? 0)) * FAQ_BOOST;
    out.push({ main: i + 1, answer, faq: s.text, score, region: 0 });
  });
  return out;
}

function sentenceCandidates(
  sentences: readonly TextSentence[],
  ranked: RankedText,
  taken: Set<number>,
): Candidate[] {
  const out: Candidate[] = [];
  // "However, on Sundays …" after a sentence is part of what it answers.
  const exception = (i: number): number[] =>
    exceptedBy(sentences[i], sentences[i + 1]) && isStatement(sentences[i + 1]) ? [i + 1] : [];
  sentences.forEach((s, i) => {
    if (!s.usable || taken.has(i)) return;
    if (leansOnPrevious(s.text)) {
      // "She opened the first workshop …" needs the sentence that says who she is.
      const before = sentences[i - 1];
      if (!isStatement(before) || before.block !== s.block) return;
      out.push({ main: i, answer: [i - 1, i, ...exception(i)], score: ranked.score[i] ?? 0, region: 0 });
      return;
    }
    out.push({ main: i, answer: [i, ...exception(i)], score: ranked.score[i] ?? 0, region: 0 });
  });
  return out;
}

/** "She …" / "It …" / "They …" takes the subject of the sentence before, when it fits. */
function resolveSubject(clause: Clause, tokens: Token[], person: Token[] | null): void {
  const pronoun = clause.subject.length === 1 ? clause.subject[0]?.lower : undefined;
  if (!pronoun || !/^(he|she|it|they)$/.test(pronoun)) return;
  if (pronoun === 'he' || pronoun === 'she') {
    // Only a name whose first name says the same gender: "Maria Olsen" for "she", never "Babbage".
    const gender = pronoun === 'she' ? 'FemaleName' : 'MaleName';
    const start = tokens.findIndex((t) => has(t, gender));
    // In a text about a person, "she" is that person when the sentence before names no one else.
    const named = new Set(person?.map((t) => t.lower));
    const someoneElse = tokens.some((t) => has(t, 'Person') && !named.has(t.lower));
    if (start === -1 && person && !someoneElse) {
      clause.subject = person;
      clause.plural = false;
      return;
    }
    if (start === -1) return;
    let end = start;
    while (has(tokens[end], 'Person') && (end === start || !/[,;]/.test(tokens[end - 1]?.post ?? ''))) end++;
    clause.subject = tokens.slice(start, end);
    clause.plural = false;
    return;
  }
  const previous = parseClause(tokens);
  const subject = previous.subject;
  if (!previous.ok || subject.length === 0 || subject.length > 6) return;
  if (subject.some((t: Token) => has(t, 'Pronoun') || has(t, 'Person'))) return;
  if ((pronoun === 'they') !== isPlural(subject)) return;
  clause.subject = subject;
  clause.plural = previous.plural;
}

/** Words that any question may use without being about the answer. */
const QUESTION_TERMS = new Set(
  termsOf('tell know more can could should do does did what who when where why how many much often long'),
);

function sharesKeyTerm(question: string, answer: string): boolean {
  const answerTerms = new Set(termsOf(answer));
  return termsOf(question).some((t) => !QUESTION_TERMS.has(t) && answerTerms.has(t));
}

/**
 * Words written capitalised after the first word of a sentence, and never in lower case: names. A word the
 * topic's name capitalises too ("Taskleaf" of "Taskleaf app features") is one even when the text only
 * opens sentences with it.
 */
function namesOf(sentences: readonly TextSentence[], topic: string): Set<string> {
  const capitalised = new Set<string>();
  const lower = new Set<string>();
  const topicWords = topic.match(/[\p{L}][\p{L}'’-]*/gu) ?? [];
  for (const w of topicWords) if (/^\p{Lu}/u.test(w) && w.length > 2) capitalised.add(w);
  for (const s of sentences) {
    const words = s.text.match(/[\p{L}][\p{L}'’-]*/gu) ?? [];
    words.forEach((w, i) => {
      if (/^\p{Lu}/u.test(w)) {
        if (i > 0) capitalised.add(w);
      } else lower.add(w);
    });
  }
  // "Lentil" of "Lentil soup" is the word "lentils" the text writes in lower case.
  const lowered = (w: string): boolean =>
    [w, `${w}s`, `${w}es`, w.replace(/e?s$/, '')].some((form) => lower.has(form.toLowerCase()));
  const inText = (w: string): boolean => sentences.some((s) => s.text.includes(w));
  const opening = openingNames(
    sentences.map((s) => s.text),
    new Set([...lower].map((w) => w.toLowerCase())),
  );
  return new Set([...capitalised, ...opening].filter((w) => !lowered(w) && inText(w)));
}

function normalise(question: string): string {
  return question
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

interface Picker {
  ranked: RankedText;
  /** Words the text capitalises in mid-sentence: names. */
  names: ReadonlySet<string>;
  sentences: readonly TextSentence[];
  /** The whole text, to find a name written in full. */
  text: string;
  formUse: Map<QuestionForm, number>;
  asked: Set<string>;
  /** The topic's own terms (stemmed). */
  topicTerms: ReadonlySet<string>;
  /** The topic as a plain noun ("wombats") that "species of …" may name, or null. */
  topicNoun: string | null;
  /** The topic's name when the topic is a person the text names ("Wangari Maathai"), as tokens. */
  person: Token[] | null;
  /** Key phrases already asked about ("oxygen"): one vague question per topic. */
  aboutTopics: Set<string>;
}

/** The topic as a person's name, when it is one ("Wangari Maathai") and the text uses its last word. */
function personOf(
  topic: string,
  sentences: readonly TextSentence[],
  names: ReadonlySet<string>,
): Token[] | null {
  const name = personName(topic);
  const last = name?.split(/\s+/).at(-1) ?? '';
  if (!name) return null;
  if (!sentences.some((s) => new RegExp(`\\b${last}\\b`).test(s.text))) return null;
  const tokens = tokenize(name, names);
  return tokens.every((t) => has(t, 'Person') || has(t, 'ProperNoun')) ? tokens : null;
}

function drafts(candidate: Candidate, picker: Picker): QuestionDraft[] {
  const { sentences, ranked } = picker;
  const main = sentences[candidate.main] as TextSentence;
  const out: QuestionDraft[] = [];
  if (candidate.faq) out.push({ form: 'faq', question: candidate.faq, preference: -1 });
  const tokens = tokenize(main.text, picker.names);
  const clause = parseClause(tokens);
  const before = candidate.answer[0] !== candidate.main ? sentences[candidate.answer[0] ?? -1] : undefined;
  const beforeTokens = before ? tokenize(before.text, picker.names) : null;
  if (beforeTokens) resolveSubject(clause, beforeTokens, picker.person);
  const member = memberOfTopic(clause.subject, picker.topicNoun);
  if (member) clause.subject = member;
  // In a text about Marie Curie, "Who died in 1934?" "Marie Curie." asks what every reader knows.
  // A first name alone ("Pierre.") is answered by the name in full, or not asked.
  const person = picker.person?.map((t) => t.text).join(' ') ?? null;
  const named = (d: QuestionDraft): QuestionDraft | null => {
    if (d.form !== 'who' || !d.answer) return d;
    const answer = whoAnswer(d.answer, picker.text, person);
    return answer ? { ...d, answer } : null;
  };
  // "On those days, residents may park …": the time the intro points back to goes with the answer.
  const previous = sentences[candidate.main - 1];
  const time =
    previous && previous.block === main.block ? pointedTime(render(clause.intro), previous.text) : null;
  const timed = (d: QuestionDraft): QuestionDraft =>
    time && d.answer ? { ...d, answer: withPointedTime(d.form, d.answer, time) } : d;
  if (!candidate.faq) out.push(...draftQuestions(clause).flatMap((d) => named(timed(d)) ?? []));
  // "The council gives notice that Elm Street will be closed …": asked about what it announces.
  const reported = candidate.faq ? null : reportedClause(clause);
  if (reported) out.push(...draftQuestions(reported).flatMap((d) => named(timed(d)) ?? []));
  // "You will need your receipt …" after "To make a claim, …": "What will I need to make a claim?"
  const purpose = previous && previous.block === main.block ? openingPurpose(previous.text) : null;
  const need = candidate.faq ? null : needQuestion(clause, purpose);
  if (need) out.push({ form: 'what-do', ...need, preference: NEED_PREFERENCE });
  // "Children will need a sleeping bag, …": "What will children need?" answered by the whole list.
  const needed = candidate.faq || need ? null : namedNeed(clause);
  if (needed) out.push({ form: 'what-do', ...needed, preference: NEED_PREFERENCE });
  const counted = candidate.faq ? null : countOfTopic(clause, picker.topicNoun);
  if (counted) out.push({ form: 'how-many', ...counted, preference: COUNT_PREFERENCE });
  const step = clause.imperative && !candidate.faq ? stepQuestion(candidate, picker) : null;
  if (step) out.push({ form: 'step', question: step, preference: STEP_PREFERENCE });
  // The text's own topic ("Marie Curie" in a text about her) is what every sentence is about: a question
  // about it gets one narrow fact for a broad question, so its words count for nothing.
  const weight = (word: string): number => {
    const term = termsOf(word)[0] ?? '';
    return picker.topicTerms.has(term) ? 0 : (ranked.idf.get(term) ?? 0);
  };
  // The topic is the main sentence's own: the sentence before it only says who "she" is ("… she organised
  // X-ray units. She died in 1934 …" is not about X-ray units).
  const phrase = keyPhrase(tokens, weight, clause);
  // The vague question is the last resort: never of an instruction ("What should I do with the new
  // tube?"), a kind named bare ("screens"), a vague head ("the shape of …"), or a topic already asked.
  if (!phrase || clause.imperative || picker.aboutTopics.has(phrase.toLowerCase())) return out;
  if (poorAboutTopic(phrase, clause)) return out;
  const question = aboutQuestion(phrase, picker.formUse.get('about') ?? 0);
  out.push({ form: 'about', question, preference: ABOUT_PREFERENCE });
  return out;
}

const WARNING = /^(do not|don't|never|avoid|take care not)\b/i;

/** A step of a procedure asked by the step before it, in the same paragraph. */
function stepQuestion(candidate: Candidate, picker: Picker): string | null {
  const main = picker.sentences[candidate.main];
  // "Do not overmix, or …" is a warning about the step before, not the step that follows it.
  if (main && WARNING.test(main.text.trim())) return null;
  for (let back = 1; back <= 2; back++) {
    const before = picker.sentences[candidate.main - back];
    if (!main || !before || before.block !== main.block || !isInstruction(before)) return null;
    const clause = parseClause(tokenize(before.text, picker.names));
    const asked = afterStepQuestion(clause);
    if (asked) return asked;
    // "Do not skip this step, …" warns about the step before it: the step is asked by that one.
    if (!clause.aux.some((t) => /^(not|never|don't)$/.test(t.lower))) return null;
  }
  return null;
}

/** The question for a candidate: the most specific draft, traded against forms already used. */
function questionFor(
  candidate: Candidate,
  answer: string,
  picker: Picker,
): { question: string; form: QuestionForm; answer?: string; readBack?: boolean } | null {
  let best: QuestionDraft | null = null;
  let bestCost = Infinity;
  let about: QuestionDraft | null = null;
  for (const draft of drafts(candidate, picker)) {
    if (picker.asked.has(normalise(draft.question))) continue;
    // The text's own question is kept as its author wrote it.
    if (draft.form !== 'faq' && !isWellFormedQuestion(draft.question)) continue;
    // "What are electric bikes?" "An exception: …" answers with a relation the question never names.
    if (draft.answer && answerWithoutReferent(draft.answer)) continue;
    // The text's own question may use other words than its answer ("ship abroad" / "deliver to").
    // A step is asked by the step before it, whose words it need not share.
    if (draft.form !== 'faq' && draft.form !== 'step' && !sharesKeyTerm(draft.question, answer)) continue;
    // "How do I replace a tube?" is answered by every step, or not asked when the sentence is no step.
    const title = draft.form === 'how-to' && /^How do I\b/.test(draft.question);
    const steps = title ? howToAnswer(candidate, picker.sentences) : undefined;
    if (steps === null) continue;
    if (draft.form === 'about') about = draft;
    const cost = draft.preference + VARIETY_WEIGHT * (picker.formUse.get(draft.form) ?? 0);
    if (cost < bestCost) {
      best = steps === undefined ? draft : { ...draft, answer: steps };
      bestCost = cost;
    }
  }
  // "Are towels required on all benches?" "Yes." reads the sentence back: the sentence itself, asked
  // about its topic, tells the same and more, whatever forms were used before.
  const readBack = best?.form === 'yes-no' && best.answer === 'Yes.';
  if (readBack && about) best = about;
  return best ? { question: best.question, form: best.form, answer: best.answer, readBack } : null;
}

/**
 * The answer to a "How do I …?" read from a procedure's first sentence: it with every step after it, in
 * order, as written; the draft's own answer when it is one instruction alone; null when it is neither.
 */
function howToAnswer(candidate: Candidate, sentences: readonly TextSentence[]): string | null | undefined {
  const main = sentences[candidate.main];
  const steps = stepsAfter(sentences, candidate.main);
  if (steps.length === 0) return isInstruction(main) ? undefined : null;
  return [main?.text ?? '', ...steps.map((i) => sentences[i]?.text ?? '')].join(' ');
}

/**
 * The whole answer of a candidate: its sentences, without the one before when a name stands in for its
 * "she" (a text about that person), with the next one when it goes on about the question's topic.
 */
function wholeAnswer(
  candidate: Candidate,
  question: string,
  form: QuestionForm,
  picker: Picker,
  topic: string,
) {
  const { sentences } = picker;
  const main = sentences[candidate.main];
  const named =
    candidate.answer[0] !== candidate.main && main ? namedSentence(main.text, personName(topic) ?? '') : null;
  const parts = candidate.answer
    .filter((a) => !named || a !== candidate.answer[0])
    .map((a) => (a === candidate.main && named ? named : (sentences[a]?.text ?? '')));
  const last = candidate.answer.at(-1) ?? candidate.main;
  const phrase = form === 'about' ? aboutPhrase(question) : null;
  const next = sentences[last + 1];
  const more = phrase && main && continuesTopic(phrase, main, next) && isStatement(next) ? [last + 1] : [];
  return {
    text: namedAnswer([...parts, ...more.map((i) => sentences[i]?.text ?? '')].join(' '), topic),
    more,
  };
}

/** Lower case, single spaces: to find a sentence inside an answer however it was wrapped. */
const squash = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * An answer read alone opens on the person it is about, not on "She" or "He": in a text about a person
 * (the topic is a name, "Marie Curie"), "She moved to Paris in 1891" is answered "Marie Curie moved to …".
 */
function namedAnswer(answer: string, topic: string): string {
  const name = personName(topic);
  if (!name) return answer;
  return answer.replace(/^(?:She|He)\b/, name);
}

export function generateChatQuestions(input: ChatQuestionsInput): ChatQuestion[] {
  return generateChatQuestionSet(input).pairs;
}

const plural = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;

/** Why `made` pairs were written when `wanted` were asked, `open` sentences being left to ask about. */
function fewerBecause(made: number, wanted: number, open: number, excluded: boolean): string {
  const only = `Only ${plural(made, 'question', 'questions')} of ${wanted} could be written`;
  if (open < wanted && excluded)
    return `${only}: the rest of this topic's text is already answered by its questions. Add more text to get more.`;
  if (open < wanted)
    return `${only}: the text has ${plural(open, 'sentence', 'sentences')} that can answer a question. Add more text to get more.`;
  return `${only}: the text's other sentences repeat what these already answer, or do not make a clear question. Add more text to get more.`;
}

export function generateChatQuestionSet(input: ChatQuestionsInput): ChatQuestionSet {
  const sentences = readSentences(input.text ?? '');
  if (!sentences.some((s) => s.usable)) {
    const wanted = input.count === 'auto' ? MIN_AUTO_CHAT_QUESTIONS : clampQuestionCount(input.count);
    return { pairs: [], fewerBecause: fewerBecause(0, wanted, 0, false) };
  }
  const ranked = rankSentences(sentences, input.topic ?? '');
  const words = sentences.reduce((sum, s) => sum + s.words, 0);
  const wanted = input.count === 'auto' ? autoChatQuestionCount(words) : clampQuestionCount(input.count);

  const faqs = faqCandidates(sentences, ranked);
  const taken = new Set(faqs.flatMap((c) => c.answer));
  const candidates = [...faqs, ...sentenceCandidates(sentences, ranked, taken)].sort(
    (a, b) => a.main - b.main,
  );
  candidates.forEach((c, k) => {
    c.region = Math.floor((k * wanted) / candidates.length);
  });

  const picker: Picker = {
    ranked,
    names: namesOf(sentences, input.topic ?? ''),
    sentences,
    text: input.text ?? '',
    formUse: new Map(),
    asked: new Set(),
    topicTerms: new Set(termsOf(input.topic ?? '')),
    topicNoun: topicNoun(tokenize(input.topic ?? '')),
    person: null,
    aboutTopics: new Set(),
  };
  picker.person = personOf(input.topic ?? '', sentences, picker.names);
  const regionUse = new Array<number>(wanted).fill(0);
  const used = new Set<number>();
  const known = (input.exclude ?? []).map((pair) => squash(pair.answer));
  for (const pair of input.exclude ?? []) picker.asked.add(normalise(pair.question));
  // A short answer ("In 2004.") marks the sentence it was read from; "Yes." marks none.
  const spans = known.map((answer) => answer.replace(/[.!?]$/, '')).filter((a) => a.split(' ').length >= 2);
  sentences.forEach((sentence, i) => {
    const text = squash(sentence.text);
    if (text && (known.some((answer) => answer.includes(text)) || spans.some((span) => text.includes(span))))
      used.add(i);
  });
  const open = new Set(candidates.filter((c) => !used.has(c.main)).map((c) => c.main)).size;
  const chosen: { candidate: Candidate; pair: ChatQuestion }[] = [];
  const pool = [...candidates];
  // A sentence that only makes a vague question ("What can you tell me about X?"), or a yes/no question
  // answered "Yes." alone, waits: the vague one is asked only when the text has nothing better to ask.
  const yesNo: Candidate[] = [];
  let deferYesNo = true;
  for (let tries = 0; chosen.length < wanted && tries < wanted + EXTRA_TRIES; tries++) {
    let bestIndex = -1;
    let bestScore = 0;
    pool.forEach((c, i) => {
      if (used.has(c.main)) return;
      const similarity = chosen.reduce(
        (max, x) => Math.max(max, ranked.similarity(x.candidate.main, c.main)),
        0,
      );
      if (similarity > MAX_SIMILARITY) return;
      const score = c.score * REGION_DISCOUNT ** (regionUse[c.region] ?? 0) * (1 - similarity / 2);
      // Ties go to the earlier sentence (the pool is in text order).
      if (score > bestScore) {
        bestIndex = i;
        bestScore = score;
      }
    });
    if (bestIndex === -1) {
      if (yesNo.length === 0) break;
      pool.push(...yesNo.splice(0));
      deferYesNo = false;
      continue;
    }
    const [candidate] = pool.splice(bestIndex, 1) as [Candidate];
    const answer = namedAnswer(
      candidate.answer.map((a) => sentences[a]?.text ?? '').join(' '),
      input.topic ?? '',
    );
    const picked = questionFor(candidate, answer, picker);
    if (!picked) continue;
    // "What can you tell me about X?" asks nothing in particular: it waits until every sentence that makes
    // a specific question has made one.
    if ((picked.readBack || picked.form === 'about') && deferYesNo) {
      yesNo.push(candidate);
      continue;
    }
    // "Will I need my receipt …?" "Yes." is the sentence read back: one pair fewer is better.
    if (picked.readBack && picked.form === 'yes-no') continue;
    picker.asked.add(normalise(picked.question));
    const about = picked.form === 'about' ? aboutPhrase(picked.question) : null;
    if (about) picker.aboutTopics.add(about.toLowerCase());
    picker.formUse.set(picked.form, (picker.formUse.get(picked.form) ?? 0) + 1);
    regionUse[candidate.region] = (regionUse[candidate.region] ?? 0) + 1;
    // The sentence a pronoun leans on may still be asked about itself; an FAQ's answer may not.
    for (const a of candidate.faq ? candidate.answer : [candidate.main]) used.add(a);
    // A short answer stands only when no sentence after the main one adds an exception to it.
    const excepted = candidate.answer.some((a) => a > candidate.main) && !candidate.faq;
    const whole = wholeAnswer(candidate, picked.question, picked.form, picker, input.topic ?? '');
    for (const a of [...whole.more, ...(excepted ? candidate.answer : [])]) used.add(a);
    const shortAnswer = excepted && picked.form !== 'how-to' ? undefined : picked.answer;
    chosen.push({ candidate, pair: { question: picked.question, answer: shortAnswer ?? whole.text } });
  }
  const pairs = chosen.sort((a, b) => a.candidate.main - b.candidate.main).map((c) => c.pair);
  if (pairs.length >= wanted) return { pairs };
  return { pairs, fewerBecause: fewerBecause(pairs.length, wanted, open, known.length > 0) };
}
