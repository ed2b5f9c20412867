import { describe, expect, it } from 'vitest';
import {
  MAX_PRACTICE_SECONDS,
  checkAnswer,
  currentQuestion,
  nextQuestion,
  practiceProgress,
  startPractice,
  type PracticeState,
} from './practice';

type P = { _id: string; question: string };
const problems: P[] = [
  { _id: 'a', question: 'A?' },
  { _id: 'b', question: 'B?' },
  { _id: 'c', question: 'C?' },
];

/** Answers the question on screen and moves on. */
function answer(state: PracticeState<P>, correct: boolean, now = 0): PracticeState<P> {
  return nextQuestion(checkAnswer(state, correct), now);
}

describe('the practice quiz', () => {
  it('shows the questions one by one and finishes after the last', () => {
    let quiz = startPractice(problems, 1_000);
    expect(currentQuestion(quiz)?.problem._id).toBe('a');
    quiz = answer(quiz, true);
    expect(currentQuestion(quiz)?.problem._id).toBe('b');
    quiz = answer(quiz, true);
    quiz = answer(quiz, true, 61_400);
    expect(currentQuestion(quiz)).toBeNull();
    expect(quiz.result).toEqual({
      questions: ['a', 'b', 'c'],
      correctAnswers: ['a', 'b', 'c'],
      timeSpent: 60,
    });
  });

  it('marks a wrong answer incorrect and appends a repeated copy at the end', () => {
    let quiz = startPractice(problems, 0);
    quiz = checkAnswer(quiz, false);
    expect(quiz.turns[0]).toMatchObject({ incorrect: true, correct: false, repeated: false });
    expect(quiz.turns).toHaveLength(4);
    expect(quiz.turns[3]).toMatchObject({ repeated: true, incorrect: false, correct: false });
    expect(quiz.turns[3]!.problem._id).toBe('a');
    expect(quiz.turns[3]!.key).not.toBe(quiz.turns[0]!.key);

    quiz = nextQuestion(quiz, 0);
    quiz = answer(quiz, true); // b
    quiz = answer(quiz, true); // c
    const repeat = currentQuestion(quiz);
    expect(repeat).toMatchObject({ repeated: true, problem: { _id: 'a' } });
    quiz = answer(quiz, true, 30_000);
    // the repeat answered right does not make the first miss count
    expect(quiz.result).toEqual({ questions: ['a', 'b', 'c'], correctAnswers: ['b', 'c'], timeSpent: 30 });
  });

  it('repeats a question again when its repeat is also missed, each copy its own key', () => {
    let quiz = startPractice([problems[0]!], 0);
    quiz = answer(quiz, false);
    quiz = answer(quiz, false);
    expect(quiz.turns.map((t) => t.key)).toEqual(['a#0', 'a#1', 'a#2']);
    quiz = answer(quiz, true);
    expect(quiz.result).toEqual({ questions: ['a'], correctAnswers: [], timeSpent: 0 });
  });

  it('takes one verdict per question on screen and moves on only after a check', () => {
    let quiz = startPractice(problems, 0);
    expect(nextQuestion(quiz, 0)).toBe(quiz);
    quiz = checkAnswer(quiz, true);
    expect(checkAnswer(quiz, false)).toBe(quiz);
    expect(quiz.turns).toHaveLength(3);
  });

  it('counts each problem once even when the lesson lists it twice', () => {
    expect(startPractice([...problems, problems[0]!], 0).turns).toHaveLength(3);
  });

  it('reports the progress, the repeats lengthening the quiz', () => {
    let quiz = startPractice(problems, 0);
    expect(practiceProgress(quiz)).toEqual({ done: 0, total: 3, percent: 0 });
    quiz = checkAnswer(quiz, false);
    expect(practiceProgress(quiz)).toEqual({ done: 1, total: 4, percent: 25 });
    quiz = nextQuestion(quiz, 0);
    expect(practiceProgress(quiz)).toEqual({ done: 1, total: 4, percent: 25 });
    quiz = answer(answer(answer(quiz, true), true), true);
    expect(practiceProgress(quiz)).toEqual({ done: 4, total: 4, percent: 100 });
  });

  it('keeps the time within what the result may report', () => {
    const quiz = answer(startPractice([problems[0]!], 0), true, 3 * MAX_PRACTICE_SECONDS * 1000);
    expect(quiz.result?.timeSpent).toBe(MAX_PRACTICE_SECONDS);
    expect(answer(startPractice([problems[0]!], 5_000), true, 0).result?.timeSpent).toBe(0);
  });

  it('finishes nothing when there are no problems', () => {
    const quiz = startPractice([], 0);
    expect(currentQuestion(quiz)).toBeNull();
    expect(quiz.result).toBeNull();
  });
});
