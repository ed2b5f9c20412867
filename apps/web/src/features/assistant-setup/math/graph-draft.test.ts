import { describe, expect, it } from 'vitest';
import { functionProblem, graphDraft, plotExpression, readGraph } from './graph-draft';

describe('the graph creator fields', () => {
  it('starts with one empty function and the range -10..10', () => {
    expect(graphDraft(null)).toEqual({
      functions: [''],
      points: [],
      xMin: -10,
      xMax: 10,
      yMin: -10,
      yMax: 10,
    });
  });

  it('opens a saved graph again as it was drawn', () => {
    const draft = graphDraft({
      functions: ['x^2 - 3'],
      points: [
        { x: 1, y: -2, label: 'A' },
        { x: 0, y: -3 },
      ],
      xDomain: [-5, 5],
      yDomain: [-4, 10],
      imageUrl: '/x.png',
    });
    expect(draft.functions).toEqual(['x^2 - 3']);
    expect(draft.points).toEqual([
      { x: 1, y: -2, label: 'A' },
      { x: 0, y: -3, label: '' },
    ]);
    expect([draft.xMin, draft.xMax, draft.yMin, draft.yMax]).toEqual([-5, 5, -4, 10]);
  });

  it('reads the graph, leaving out blank functions and trimming labels', () => {
    const { graph, errors } = readGraph({
      functions: [' x^2 - 3 ', '', '2x + 1'],
      points: [{ x: '1', y: -2, label: ' vertex ' }],
      xMin: '-5',
      xMax: 5,
      yMin: -4,
      yMax: '10',
    });
    expect(errors).toEqual({});
    expect(graph).toEqual({
      functions: ['x^2 - 3', '2x + 1'],
      points: [{ x: 1, y: -2, label: 'vertex' }],
      xDomain: [-5, 5],
      yDomain: [-4, 10],
    });
  });

  it('says what to fix: an unreadable function, a half point, a reversed range, an empty graph', () => {
    const { graph, errors } = readGraph({
      functions: ['x^2 + y', '(x+1'],
      points: [{ x: '', y: 3, label: '' }],
      xMin: 5,
      xMax: -5,
      yMin: 'a',
      yMax: 3,
    });
    expect(graph).toBeNull();
    expect(Object.keys(errors).sort()).toEqual([
      'functions.0',
      'functions.1',
      'points.0',
      'xDomain',
      'yDomain',
    ]);
    expect(errors['functions.1']).toBe('The brackets do not match.');
    expect(readGraph(graphDraft(null)).errors).toEqual({ graph: 'Add a function or a point to plot.' });
  });

  it('accepts the functions the plotter knows', () => {
    for (const fn of [
      'sqrt(x) + 1',
      'abs(x - 2)',
      '2 sin(x)',
      'log(x)',
      'ln(x)',
      'exp(-x)',
      'pi*x',
      '-x^3 + 2x',
    ]) {
      expect(functionProblem(fn)).toBeNull();
    }
  });

  it('writes implied multiplication out for the plotter', () => {
    expect(plotExpression('2x + 1')).toBe('2*x + 1');
    expect(plotExpression('3(x+1)')).toBe('3*(x+1)');
    expect(plotExpression('(x+1)(x-2)')).toBe('(x+1)*(x-2)');
    expect(plotExpression('x(x+1)')).toBe('x*(x+1)');
    expect(plotExpression('2 sin(x)')).toBe('2*sin(x)');
    expect(plotExpression('ln(x)')).toBe('log(x)');
    expect(plotExpression('x^2 - 3')).toBe('x^2 - 3');
  });
});
