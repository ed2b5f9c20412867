import { describe, expect, it } from 'vitest';
import type { ResolveProblemReply } from '@muse/contracts';
import {
  INITIAL_SOS,
  PARSE_ERROR,
  SOLVE_ERROR,
  canSolve,
  displayMath,
  sosReducer,
  type SosEvent,
} from './sos-flow';

const reply: ResolveProblemReply = {
  problem: '3x + 7 = 25',
  task: 'Solve the equation for x',
  answer: 'x = 6',
  answerTex: 'x = 6',
  steps: [
    { text: 'Subtract 7 from both sides', math: '3x = 18' },
    { text: 'Divide both sides by 3', math: 'x = 6' },
  ],
  question: {
    _id: 'sos',
    question: 'Solve $3x + 7 = 25$',
    choices: ['$x = 6$', '$x = 4$', '$x = 8$', '$x = 18$'],
    answer: 'A',
    hint: '',
    solution: '',
    detailed_solution: '',
    difficulty: 'easy',
    concepts: [],
    verified: true,
  },
};

const run = (...events: SosEvent[]) => events.reduce(sosReducer, INITIAL_SOS);

describe('MathSOS', () => {
  it('needs text to solve', () => {
    expect(canSolve(INITIAL_SOS)).toBe(false);
    expect(canSolve(run({ type: 'typed', text: '   ' }))).toBe(false);
    expect(canSolve(run({ type: 'typed', text: '3x + 7 = 25' }))).toBe(true);
  });

  it('fills the text from a picture and waits while it is read', () => {
    const reading = run(
      { type: 'typed', text: 'old' },
      { type: 'reading', picture: 'data:image/png;base64,AA' },
    );
    expect(reading.reading).toBe(true);
    expect(canSolve(reading)).toBe(false);
    const read = sosReducer(reading, { type: 'read', reply: { problem: ' 3x + 7 = 25 ' } });
    expect(read).toMatchObject({
      reading: false,
      text: '3x + 7 = 25',
      error: null,
      picture: 'data:image/png;base64,AA',
    });
  });

  it("shows a parse result's error as it is, and the spec text when reading fails", () => {
    const refused = run(
      { type: 'reading', picture: 'p' },
      { type: 'read', reply: { error: 'No text found in the image.' } },
    );
    expect(refused.error).toEqual({ message: 'No text found in the image.' });
    expect(run({ type: 'reading', picture: 'p' }, { type: 'readFailed' }).error).toEqual({
      message: PARSE_ERROR,
    });
    expect(PARSE_ERROR).toBe('Error processing image. Please try again.');
    expect(run({ type: 'reading', picture: 'p' }, { type: 'read', reply: {} }).error).toEqual({
      message: PARSE_ERROR,
    });
  });

  it('solves, then Edit goes back to the text and New Problem resets', () => {
    const solved = run(
      { type: 'typed', text: '3x + 7 = 25' },
      { type: 'solving' },
      { type: 'solved', reply },
    );
    expect(solved).toMatchObject({ step: 'solved', solving: false, solution: reply });
    const editing = sosReducer(solved, { type: 'edit' });
    expect(editing).toMatchObject({ step: 'input', text: '3x + 7 = 25' });
    expect(sosReducer(solved, { type: 'newProblem' })).toEqual(INITIAL_SOS);
  });

  it('says the spec text when solving fails, with the server detail beside it', () => {
    const failed = run(
      { type: 'typed', text: 'hello' },
      { type: 'solving' },
      { type: 'solveFailed', detail: 'I could not read a problem in this text.' },
    );
    expect(failed.error).toEqual({
      message: SOLVE_ERROR,
      detail: 'I could not read a problem in this text.',
    });
    expect(SOLVE_ERROR).toBe('Error resolving problem. Please try again.');
    expect(failed.step).toBe('input');
    expect(sosReducer(failed, { type: 'typed', text: 'hello!' }).error).toBeNull();
  });

  it('writes TeX as display math for the page', () => {
    expect(displayMath('x = 6')).toBe('$$x = 6$$');
    expect(displayMath('$x$ and $y$')).toBe('$x$ and $y$');
    expect(displayMath(' ')).toBe('');
  });
});
