/**
 * The interview report in words: per competency, what each answer showed and lacked, quoting the
 * candidate; then the overall summary and a recommendation with its reasons. Every sentence is written from
 * the findings, so two different sets of answers get two different reports.
 */
import { gradeScore, type Grade, type WeakReason } from './grade';
import type { AnswerSignals } from './signals';

export interface AnswerFinding {
  question: string;
  answer: string;
  signals: AnswerSignals;
  relevance: number;
  grade: Grade;
  reason: WeakReason | null;
}

export interface CompetencyFinding {
  name: string;
  grade: Grade;
  answers: AnswerFinding[];
}

const MAX_QUOTE_WORDS = 12;

/** The candidate's words, quoted: at most 12 words, cut with an ellipsis, without trailing punctuation. */
export function quote(text: string, maxWords = MAX_QUOTE_WORDS): string {
  const words = text.replace(/\s+/g, ' ').trim().split(' ');
  const cut = words.length > maxWords;
  const body = words
    .slice(0, maxWords)
    .join(' ')
    .replace(/[\s,;:.!?]+$/, '');
  return `“${body}${cut ? '…' : ''}”`;
}

const lowerFirst = (s: string) => (/^[A-Z][a-z]/.test(s) ? s[0]!.toLowerCase() + s.slice(1) : s);

function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** Phrases without repeats, compared without case ("Maybe" and "maybe" once), first spelling kept. */
function distinct(items: readonly string[]): string[] {
  const seen = new Map<string, string>();
  for (const item of items) if (!seen.has(item.toLowerCase())) seen.set(item.toLowerCase(), item);
  return [...seen.values()];
}

const shortQuestion = (question: string) => quote(question, 10);

function weakSentence(f: AnswerFinding, competency: string): string {
  const s = f.signals;
  const q = shortQuestion(f.question);
  switch (f.reason) {
    case 'empty':
      return `There was no answer to ${q}.`;
    case 'brief':
      return `The answer to ${q} was only ${quote(s.text)}, too little to show ${competency}.`;
    case 'off-topic':
      return `The answer to ${q} did not address the question: it was about something else (${quote(s.sentences[0] ?? s.text)}), so it shows nothing about ${competency}.`;
    case 'no-example':
      return `Asked ${q}, the candidate said ${quote(s.refusal ?? s.text)} and gave no example.`;
    case 'hesitant':
      return `The answer to ${q} was hesitant (${listOf(
        distinct(s.hedges)
          .slice(0, 3)
          .map((h) => quote(h)),
      )}) and named no concrete step or example.`;
    case 'rambling':
      return (
        `The answer to ${q} ran to ${s.words} words without an example, a number or a result, ` +
        `drifting into general remarks such as ${quote(s.sentences[0] ?? s.text, 10)}.`
      );
    default:
      return `The answer to ${q}, ${quote(s.text)}, stays general: it names no example, step or result.`;
  }
}

function evidenceSentences(f: AnswerFinding): string[] {
  const s = f.signals;
  const out: string[] = [];
  const shown: string[] = [];
  // Each quote is a different sentence of the answer: a sentence that both sets the scene and says what
  // was done is quoted once, and the next part says something else or is left out.
  const quoted = new Set<string>();
  const fresh = (sentence: string | null | undefined): sentence is string =>
    !!sentence && !quoted.has(sentence);
  const show = (what: string, sentence: string) => {
    quoted.add(sentence);
    shown.push(`${what} (${quote(sentence)})`);
  };
  if (s.situation) show('set the scene', s.situation);
  const action = s.actions.find(fresh);
  if (action) show('said what they did', action);
  else if (s.actions[0] && s.actions[0] === s.situation)
    shown[0] = `described what they did (${quote(s.actions[0])})`;
  else if (fresh(s.methods[0])) show('described their approach', s.methods[0]);
  else if (fresh(s.sentences[0])) shown.push(`answered ${quote(s.sentences[0])}`);
  if (fresh(s.result)) {
    show('gave the outcome', s.result);
  } else if (s.result) {
    // The outcome said in the same sentence is quoted only if the first quote of it did not reach it.
    const tail = resultTail(s.result);
    if (tail && !quote(s.result).includes(tail.split(' ').slice(0, 3).join(' '))) {
      shown.push(`gave the outcome (${quote(tail)})`);
    }
  }
  out.push(`For ${shortQuestion(f.question)}, the candidate ${listOf(shown)}.`);
  const specifics = [...new Set([...s.numbers, ...s.terms])].slice(0, 3).map((x) => quote(x));
  if (specifics.length > 0) {
    out.push(
      `Specifics such as ${listOf(specifics)} make it ${f.grade === 'strong' ? 'convincing' : 'more concrete'}.`,
    );
  }
  const missing: string[] = [];
  if (s.actions.length === 0 && !s.situation) {
    missing.push(
      s.hypothetical ? 'it says what they would do rather than what they did' : 'there is no real example',
    );
  }
  if (!s.result) missing.push('it does not say what came of it');
  if (s.numbers.length === 0) missing.push('no figure shows the size of the problem or the result');
  if (f.grade !== 'strong' && missing.length > 0) out.push(`Missing: ${missing.join('; ')}.`);
  else if (f.grade === 'strong' && missing.length > 0 && s.numbers.length === 0) {
    out.push('A figure for the result would make it stronger still.');
  }
  if (s.hedges.length > 0) {
    out.push(`Wording like ${quote(s.hedges[0]!)} makes it sound less sure than it could.`);
  }
  return out;
}

/** The part of a sentence that says what came of it ("…, which cut the bugs found in QA by a third"). */
function resultTail(sentence: string): string | null {
  const m =
    /(?:,|\band|\bso|\bwhich|\bafter that|\bthen)\s+([^,]*?\b(?:dropped|fell|rose|increased|reduced|cut|saved|improved|went|stopped|thanked|approved|recovered|reached|helped|became|now|halved|doubled|tripled)\b.*)$/i.exec(
      sentence,
    );
  return m?.[1]?.trim() ?? null;
}

const VERDICT: Record<Grade, (competency: string) => string> = {
  strong: (c) => `Strong evidence of ${c}.`,
  adequate: (c) => `Some evidence of ${c}, but general.`,
  weak: (c) => `Little or no evidence of ${c}.`,
};

/** One competency's summary: a verdict, then what each of its answers showed or lacked. */
export function competencySummary(c: CompetencyFinding): string {
  const name = lowerFirst(c.name);
  const parts = [VERDICT[c.grade](name)];
  for (const f of c.answers) {
    if (f.grade === 'weak') parts.push(weakSentence(f, name));
    else parts.push(...evidenceSentences(f));
  }
  return parts.join(' ');
}

const gradeNames = (cs: readonly CompetencyFinding[], grade: Grade) =>
  cs.filter((c) => c.grade === grade).map((c) => lowerFirst(c.name));

/** The overall summary and the recommendation with its reasons. */
export function overallAnalysis(
  jobTitle: string,
  competencies: readonly CompetencyFinding[],
): { summary: string; summaryRecommendation: string } {
  const answers = competencies.flatMap((c) => c.answers);
  const role = jobTitle.trim() || 'this';
  const summary: string[] = [];
  const answered = answers.filter((a) => a.reason !== 'empty').length;
  summary.push(
    answered === answers.length
      ? `The candidate for the ${role} role answered all ${answers.length} question${answers.length === 1 ? '' : 's'}.`
      : `The candidate for the ${role} role answered ${answered} of ${answers.length} questions.`,
  );
  const strong = gradeNames(competencies, 'strong');
  const adequate = gradeNames(competencies, 'adequate');
  const weak = gradeNames(competencies, 'weak');
  if (strong.length > 0) summary.push(`Strongest: ${listOf(strong)}.`);
  if (adequate.length > 0) summary.push(`Sound but general: ${listOf(adequate)}.`);
  if (weak.length > 0) summary.push(`Weak: ${listOf(weak)}.`);

  const figures = [...new Set(answers.filter((a) => a.grade !== 'weak').flatMap((a) => a.signals.numbers))];
  if (figures.length >= 2) {
    summary.push(
      `They back their claims with figures (${listOf(figures.slice(0, 3).map((x) => quote(x)))}).`,
    );
  } else if (answered > 0 && figures.length === 0) {
    summary.push('No answer gave a figure for a problem or a result.');
  }
  const count = (reason: WeakReason) => answers.filter((a) => a.reason === reason).length;
  const offTopic = count('off-topic');
  if (offTopic > 0)
    summary.push(`${offTopic} answer${offTopic === 1 ? ' was' : 's were'} about something else.`);
  const rambling = count('rambling');
  if (rambling > 0)
    summary.push(`${rambling} answer${rambling === 1 ? '' : 's'} rambled without an example.`);
  const hedges = distinct(answers.flatMap((a) => a.signals.hedges));
  if (hedges.length >= 2)
    summary.push(`They often hedged (${listOf(hedges.slice(0, 3).map((h) => quote(h)))}).`);
  const stories = answers.filter(
    (a) => a.grade !== 'weak' && a.signals.actions.length > 0 && a.signals.result,
  );
  if (stories.length > 0 && stories.length < answers.length && answered > 1) {
    summary.push(
      `${stories.length} of ${answers.length} answers told a complete story, from the situation to the result.`,
    );
  }

  const score =
    competencies.reduce((sum, c) => sum + gradeScore(c.grade), 0) / Math.max(1, competencies.length);
  let recommendation: string;
  if (answered === 0) {
    recommendation = 'Not recommended at this stage: no question was answered, so nothing could be judged.';
  } else if (score >= 1.5 && weak.length <= 1) {
    recommendation =
      `Recommended for the next round: strong, specific examples for ${listOf(strong)}` +
      (weak.length > 0 ? `; probe ${listOf(weak)} further in the next interview.` : '.');
  } else if (score >= 0.8) {
    const good = [...strong, ...adequate];
    recommendation =
      `Worth a follow-up interview before deciding: ${good.length > 0 ? `sound on ${listOf(good)}` : 'some sound answers'}` +
      (weak.length > 0
        ? `, but ${listOf(weak)} lacked a convincing answer`
        : ', but few answers gave figures or results') +
      '. Ask for concrete examples with their results.';
  } else {
    const reasons: string[] = [];
    if (offTopic > 0) reasons.push(`${offTopic} off-topic answer${offTopic === 1 ? '' : 's'}`);
    const empty = count('empty');
    if (empty > 0) reasons.push(`${empty} unanswered question${empty === 1 ? '' : 's'}`);
    const thin = answers.filter(
      (a) => a.grade === 'weak' && a.reason !== 'off-topic' && a.reason !== 'empty',
    ).length;
    if (thin > 0) reasons.push(`${thin} answer${thin === 1 ? '' : 's'} without a concrete example`);
    recommendation =
      `Not recommended at this stage: ${listOf(reasons.length > 0 ? reasons : ['answers too general to judge'])}` +
      (strong.length + adequate.length > 0
        ? `; only ${listOf([...strong, ...adequate])} showed some evidence.`
        : '.');
  }
  return { summary: summary.join(' '), summaryRecommendation: recommendation };
}
