import { describe, expect, it } from 'vitest';
import type { MathProblem } from '@muse/contracts';
import { answerText, problemForm, problemFormErrors, serverFieldErrors, updateBody } from './problem-form';

const problem: MathProblem = {
  _id: 'p1',
  question: 'Solve $3x + 7 = 25$.',
  choices: ['$x = 4$', '$x = 6$', '$x = 8$', '$x = 18$'],
  answer: 'B',
  hint: 'Subtract 7 first.',
  solution: '$3x = 18$, so $x = 6$.',
  detailed_solution: 'Subtract 7: $3x = 18$\nDivide by 3: $x = 6$',
  difficulty: 'easy',
  concepts: ['linear equations', 'inverse operations'],
  graph: null,
  verified: true,
};

describe('the problem edit form', () => {
  it('holds a problem with its concepts as a comma list', () => {
    const form = problemForm(problem);
    expect(form.concepts).toBe('linear equations, inverse operations');
    expect(form.choices).toEqual(problem.choices);
    expect(form.graph).toBeNull();
  });

  it('sends every field trimmed and the concepts as a trimmed list without blanks', () => {
    const form = { ...problemForm(problem), question: '  Solve it. ', concepts: ' slope , ,area,' };
    const body = updateBody('satmath', form);
    expect(body).toMatchObject({
      officeId: 'satmath',
      question: 'Solve it.',
      answer: 'B',
      difficulty: 'easy',
    });
    expect(body.concepts).toEqual(['slope', 'area']);
    expect(body.graph).toBeNull();
    expect(body.graphImage).toBeUndefined();
  });

  it('sends a newly drawn graph with its picture, without the stored picture link', () => {
    const graph = {
      functions: ['x^2 - 3'],
      points: [],
      xDomain: [-5, 5] as [number, number],
      yDomain: [-4, 10] as [number, number],
      imageUrl: '/api/media/old.png',
    };
    const body = updateBody('satmath', {
      ...problemForm(problem),
      graph,
      graphImage: 'data:image/png;base64,AAA',
    });
    expect(body.graph).toEqual({ functions: ['x^2 - 3'], points: [], xDomain: [-5, 5], yDomain: [-4, 10] });
    expect(body.graphImage).toBe('data:image/png;base64,AAA');
  });

  it('asks for the question and four different choices before saving', () => {
    const form = {
      ...problemForm(problem),
      question: ' ',
      choices: ['1', '', '1 ', '3'] as [string, string, string, string],
    };
    expect(problemFormErrors(form)).toEqual({
      question: 'Write the question.',
      'choices.1': 'Write choice B.',
      'choices.2': 'Choice C is the same as choice A.',
    });
    expect(problemFormErrors(problemForm(problem))).toEqual({});
  });

  it("puts the server's field errors on the fields", () => {
    expect(
      serverFieldErrors({
        answer: 'The answer is $x = 6$ (choice B), not choice A.',
        'choices.2': 'Too long',
        other: 'x',
      }),
    ).toEqual({
      answer: 'The answer is $x = 6$ (choice B), not choice A.',
      'choices.2': 'Too long',
      form: 'x',
    });
  });

  it('reads the answer letter as its choice', () => {
    expect(answerText(problem)).toBe('$x = 6$');
  });
});
