/**
 * Question cues: the few words that say what kind of answer a question wants ("how many" a number,
 * "how old" an age, "why" a purpose) rather than what it is about. A cue is not matched as a word; it
 * becomes one more thing the question asks for, met by the terms an answer of that kind holds, and a trained
 * question with the same cue meets it too (the index keeps a question's cues as terms of their own).
 * Plain English, not tied to any office's subject.
 */
import { answerTypeTerm as type } from './answer-types';
import { MARK, NUMBER_TERM, words } from './text';

export interface Cue {
  id: string;
  /** Word sequences that signal the cue, lower case. */
  phrases: readonly string[];
  /** Words (or NUMBER_TERM) an answer of that kind holds, with the credit each earns (1 = fully). */
  answers: Readonly<Record<string, number>>;
}

export const CUES: readonly Cue[] = [
  {
    id: 'count',
    phrases: ['how many', 'how much', 'what number of', 'number of'],
    answers: {
      [NUMBER_TERM]: 1,
      number: 1,
      amount: 1,
      [type('money')]: 1,
      [type('percent')]: 0.8,
      [type('measure')]: 0.6,
    },
  },
  {
    id: 'age',
    phrases: ['how old', 'what age', 'which age', 'at what age'],
    answers: { age: 1, old: 1, [type('age')]: 1, [NUMBER_TERM]: 0.3, year: 0.3 },
  },
  {
    id: 'frequency',
    phrases: ['how often', 'how frequently', 'how regularly'],
    answers: { often: 1, frequent: 1, frequency: 1, every: 0.8, [type('weekday')]: 0.5, [NUMBER_TERM]: 0.3 },
  },
  {
    id: 'duration',
    phrases: ['how long', 'for how many years', 'how many years', 'for how long'],
    answers: {
      long: 1,
      duration: 1,
      term: 0.6,
      period: 0.6,
      year: 0.6,
      month: 0.6,
      week: 0.6,
      day: 0.6,
      hour: 0.6,
      minute: 0.6,
      [type('duration')]: 1,
      [NUMBER_TERM]: 0.5,
    },
  },
  {
    id: 'reason',
    phrases: ['why', 'what for', 'for what reason', 'what is the reason', 'what is the point'],
    answers: { purpose: 1, reason: 1, cause: 0.8, goal: 0.8, aim: 0.8 },
  },
  {
    id: 'time',
    phrases: [
      'when',
      'what time',
      'at what time',
      'what hour',
      'what date',
      'what year',
      'which year',
      'which day',
      'what day',
    ],
    answers: {
      date: 1,
      hour: 0.8,
      [type('clock')]: 1,
      [type('weekday')]: 0.8,
      [NUMBER_TERM]: 0.5,
      year: 0.5,
      day: 0.5,
    },
  },
  {
    id: 'place',
    phrases: ['where', 'in what place', 'which place'],
    answers: { location: 1, place: 0.8, [type('address')]: 1 },
  },
  {
    id: 'measure',
    phrases: [
      'how far',
      'how big',
      'how large',
      'how small',
      'how tall',
      'how high',
      'how wide',
      'how deep',
      'how heavy',
      'how hot',
      'how cold',
      'how warm',
      'what size',
      'which size',
      'what temperature',
    ],
    answers: { size: 1, [type('measure')]: 1, [NUMBER_TERM]: 0.5 },
  },
  {
    id: 'phone',
    phrases: ['phone number', 'telephone number', 'number to call', 'mobile number', 'contact number'],
    answers: { phone: 1, [type('phone')]: 1 },
  },
  // Who does something: met by trained questions that ask the same ("who appoints…").
  { id: 'agent', phrases: ['who', 'whom', 'whose', 'which person', 'what person'], answers: {} },
];

/** The cue phrases by their first word, longest first. */
const PHRASES_BY_FIRST_WORD = new Map<string, { cue: Cue; parts: string[] }[]>();
for (const cue of CUES) {
  for (const phrase of cue.phrases) {
    const parts = phrase.split(' ');
    const first = parts[0] ?? '';
    PHRASES_BY_FIRST_WORD.set(first, [...(PHRASES_BY_FIRST_WORD.get(first) ?? []), { cue, parts }]);
  }
}
for (const list of PHRASES_BY_FIRST_WORD.values()) list.sort((a, b) => b.parts.length - a.parts.length);

export interface CueMatch {
  cue: Cue;
  /** The positions of the words that make up the cue. */
  positions: number[];
}

/** The cues of a list of words (as words() gives them), read left to right, the longest phrase first. */
export function findCues(list: readonly string[]): CueMatch[] {
  const found = new Map<string, CueMatch>();
  for (let start = 0; start < list.length; start++) {
    const candidates = PHRASES_BY_FIRST_WORD.get(list[start] ?? '');
    const match = candidates?.find(({ parts }) => parts.every((part, i) => list[start + i] === part));
    if (!match) continue;
    const positions = match.parts.map((_, i) => start + i);
    const known = found.get(match.cue.id);
    if (known) known.positions.push(...positions);
    else found.set(match.cue.id, { cue: match.cue, positions });
    start += match.parts.length - 1;
  }
  return [...found.values()];
}

/** The term a cue is kept under in the index, for a trained question that has it. */
export function cueTerm(cue: Cue): string {
  return `${MARK}cue-${cue.id}`;
}

/** The cue terms of a text. */
export function cueTermsOf(text: string): string[] {
  return findCues(words(text)).map((match) => cueTerm(match.cue));
}
