import { beforeAll, describe, expect, it } from 'vitest';
import { choiceToCas, finalLineStatesAnswer, verifyProblem, type Checkable } from '.';
import { loadCas } from '../cas';

// The CAS loads on first use; load it before the timed tests.
beforeAll(() => void loadCas());

const base = (over: Partial<Checkable>): Checkable => ({
  question: 'What value of $x$ is the solution of $3x + 7 = 25$?',
  choices: ['$6$', '$8$', '$\\frac{32}{3}$', '$18$'],
  answer: 'A',
  check: { kind: 'solve', equations: ['3x + 7 = 25'], unknown: 'x' },
  ...over,
});

describe('verifyProblem', () => {
  it('accepts the answer the CAS gives', () => {
    expect(verifyProblem(base({}))).toEqual({ ok: true });
  });

  it('names the right choice when the answer letter is wrong', () => {
    expect(verifyProblem(base({ answer: 'C' }))).toEqual({
      ok: false,
      field: 'answer',
      message: 'The answer C (\\frac{32}{3}) is not what the math gives: 6 is choice A.',
    });
  });

  it('says so when no choice is right', () => {
    const result = verifyProblem(base({ choices: ['$5$', '$8$', '$7$', '$18$'] }));
    expect(result).toMatchObject({ ok: false, field: 'choices' });
    expect(!result.ok && result.message).toContain('None of the choices is what the math gives (6)');
  });

  it('rejects two choices with the same value, however written', () => {
    const result = verifyProblem(base({ choices: ['$6$', '$\\frac{12}{2}$', '$7$', '$18$'] }));
    expect(result).toMatchObject({ ok: false, field: 'choices' });
    expect(!result.ok && result.message).toContain('Choices A and B are the same');
  });

  it('rejects a choice that is not math', () => {
    const result = verifyProblem(base({ choices: ['$6$', 'banana split', '$7$', '$18$'] }));
    expect(result).toMatchObject({ ok: false, field: 'choices' });
  });

  it('reports a question the CAS cannot read', () => {
    const result = verifyProblem(base({ check: { kind: 'solve', equations: ['3x + = 25'], unknown: 'x' } }));
    expect(result).toMatchObject({ ok: false, field: 'question' });
  });

  it('does not trust a wrong roots certificate: the CAS solves instead', () => {
    const check = {
      kind: 'solve' as const,
      equations: ['3x + 7 = 25'] as [string],
      unknown: 'x',
      roots: ['8'],
    };
    expect(verifyProblem(base({ check }))).toEqual({ ok: true });
    expect(verifyProblem(base({ check, choices: ['$5$', '$8$', '$7$', '$18$'], answer: 'B' }))).toMatchObject(
      { ok: false },
    );
  });

  it('needs a pick when a quadratic has two solutions', () => {
    const choices = ['$3$', '$-2$', '$2$', '$-3$'];
    const check = { kind: 'solve' as const, equations: ['x^2 - x - 6 = 0'] as [string], unknown: 'x' };
    expect(verifyProblem(base({ choices, check }))).toMatchObject({ ok: false, field: 'question' });
    expect(verifyProblem(base({ choices, check: { ...check, pick: 'positive' } }))).toEqual({ ok: true });
    expect(verifyProblem(base({ choices, answer: 'B', check: { ...check, pick: 'smallest' } }))).toEqual({
      ok: true,
    });
  });

  it('works out a target at the solution of a system', () => {
    const check = {
      kind: 'system' as const,
      equations: ['x + y = 10', 'x - y = 4'],
      unknowns: ['x', 'y'],
      target: 'x*y',
    };
    expect(verifyProblem(base({ choices: ['$21$', '$7$', '$3$', '$10$'], check }))).toEqual({ ok: true });
  });

  it('proves a system certificate, and does not trust a wrong or non-unique one', () => {
    const system = {
      kind: 'system' as const,
      equations: ['x + y = 10', 'x - y = 4'],
      unknowns: ['x', 'y'],
      target: 'x',
    };
    const choices = ['$7$', '$3$', '$10$', '$4$'];
    expect(verifyProblem(base({ choices, check: { ...system, solution: { x: '7', y: '3' } } }))).toEqual({
      ok: true,
    });
    // a wrong certificate: the CAS solves the system itself and still finds x = 7
    expect(
      verifyProblem(base({ choices, answer: 'B', check: { ...system, solution: { x: '3', y: '7' } } })),
    ).toMatchObject({
      ok: false,
      field: 'answer',
    });
    // the same line twice: the certificate satisfies both equations but is not the only solution
    const dependent = { ...system, equations: ['x + y = 10', '2x + 2y = 20'], solution: { x: '7', y: '3' } };
    expect(verifyProblem(base({ choices, check: dependent }))).toMatchObject({ ok: false });
  });

  it('compares expressions by equivalence', () => {
    const check = { kind: 'equivalent' as const, expression: '(x + 2)*(x + 3)' };
    const choices = ['$x^2 + 5x + 6$', '$x^2 + 6$', '$x^2 - 5x + 6$', '$x^2 + 5x + 5$'];
    expect(verifyProblem(base({ choices, check }))).toEqual({ ok: true });
    expect(verifyProblem(base({ choices, check, answer: 'B' }))).toMatchObject({
      ok: false,
      field: 'answer',
    });
    const same = ['$x^2 + 5x + 6$', '$(x+3)(x+2)$', '$x^2 - 5x + 6$', '$x^2 + 5x + 5$'];
    expect(verifyProblem(base({ choices: same, check }))).toMatchObject({ ok: false, field: 'choices' });
  });

  it('checks which value satisfies a linear inequality, and the least integer', () => {
    const check = { kind: 'inequality' as const, relation: '-2x + 3 > 11', unknown: 'x' };
    expect(verifyProblem(base({ choices: ['$-5$', '$-4$', '$0$', '$4$'], check }))).toEqual({ ok: true });
    const least = {
      kind: 'inequality' as const,
      relation: '4x - 5 > 10',
      unknown: 'x',
      pick: 'least-integer' as const,
    };
    expect(verifyProblem(base({ choices: ['$4$', '$3$', '$5$', '$15$'], check: least }))).toEqual({
      ok: true,
    });
    expect(
      verifyProblem(base({ choices: ['$4$', '$3$', '$5$', '$15$'], answer: 'C', check: least })),
    ).toMatchObject({
      ok: false,
      field: 'answer',
    });
  });

  it('evaluates prices, percents and multiples of pi', () => {
    const money = { kind: 'evaluate' as const, expression: '400 * 1.25 * 0.8' };
    expect(verifyProblem(base({ choices: ['\\$400', '\\$420', '\\$500', '\\$380'], check: money }))).toEqual({
      ok: true,
    });
    const circle = { kind: 'evaluate' as const, expression: 'pi * 5^2' };
    expect(
      verifyProblem(base({ choices: ['$25\\pi$', '$10\\pi$', '$100\\pi$', '$5\\pi$'], check: circle })),
    ).toEqual({
      ok: true,
    });
  });
});

describe('choiceToCas', () => {
  it('reads the TeX a choice uses', () => {
    expect(choiceToCas('$-\\frac{7}{3}$')).toBe('-(7 / 3)');
    expect(choiceToCas('$2\\sqrt{3}$')).toBe('2 * sqrt(3)');
    expect(choiceToCas('\\$1,250.50')).toBe('1250.5');
    expect(choiceToCas('$35\\%$')).toBe('35');
  });
});

describe('finalLineStatesAnswer', () => {
  it('looks at the last line only', () => {
    expect(finalLineStatesAnswer('1. $x = 6$\n2. The answer is $6$.', '$6$')).toBe(true);
    expect(finalLineStatesAnswer('1. The answer is $6$.\n2. Done.', '$6$')).toBe(false);
  });
});
