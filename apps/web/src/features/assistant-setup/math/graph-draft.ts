import type { MathGraph } from '@muse/contracts';

/** Limits of the contract's graph: at most 6 functions and 20 points. */
export const GRAPH_LIMITS = { functions: 6, points: 20 } as const;
const DEFAULT_DOMAIN: [number, number] = [-10, 10];

export interface PointDraft {
  x: number | string;
  y: number | string;
  label: string;
}

/** The graph creator's fields as typed: functions of x, points, and the x and y ranges. */
export interface GraphDraft {
  functions: string[];
  points: PointDraft[];
  xMin: number | string;
  xMax: number | string;
  yMin: number | string;
  yMax: number | string;
}

export function graphDraft(graph: MathGraph | null | undefined): GraphDraft {
  if (!graph) {
    return {
      functions: [''],
      points: [],
      xMin: DEFAULT_DOMAIN[0],
      xMax: DEFAULT_DOMAIN[1],
      yMin: DEFAULT_DOMAIN[0],
      yMax: DEFAULT_DOMAIN[1],
    };
  }
  return {
    functions: graph.functions.length > 0 ? [...graph.functions] : [''],
    points: graph.points.map((p) => ({ x: p.x, y: p.y, label: p.label ?? '' })),
    xMin: graph.xDomain[0],
    xMax: graph.xDomain[1],
    yMin: graph.yDomain[0],
    yMax: graph.yDomain[1],
  };
}

/** Field (functions.0, points.2, xDomain, yDomain, graph) → what to fix. */
export type GraphErrors = Partial<Record<string, string>>;

// Numbers, x, operators, brackets and the names of the functions the plotter knows.
const FUNCTION_NAMES = [
  'sqrt',
  'abs',
  'sin',
  'cos',
  'tan',
  'asin',
  'acos',
  'atan',
  'log',
  'ln',
  'exp',
  'pi',
  'e',
];
const ALLOWED = /^[0-9x.+\-*/^()\s]*$/;

/**
 * Typed math made plottable: "2x" → "2*x", "3(x+1)" → "3*(x+1)", "(x+1)(x-2)" → "(x+1)*(x-2)", "x(x+1)" →
 * "x*(x+1)"; "ln" is the plotter's "log". The typed text is what is saved; this is only what is plotted.
 */
export function plotExpression(typed: string): string {
  return typed
    .trim()
    .replace(/\bln\(/g, 'log(')
    .replace(/(\d)\s*(?=[a-z(])/gi, '$1*')
    .replace(/\)\s*(?=[\w(])/g, ')*')
    .replace(/\bx\s*(?=[(\d])/g, 'x*');
}

/** A problem with a typed function, or null when it looks plottable (the plotter has the last word). */
export function functionProblem(typed: string): string | null {
  const value = typed.trim();
  if (value === '') return null;
  let rest = value.toLowerCase();
  for (const name of FUNCTION_NAMES.slice().sort((a, b) => b.length - a.length))
    rest = rest.split(name).join(' ');
  if (!ALLOWED.test(rest)) return 'Use x, numbers, + − * / ^, brackets and sqrt, abs, sin, cos, tan, log.';
  let depth = 0;
  for (const ch of value) {
    depth += ch === '(' ? 1 : ch === ')' ? -1 : 0;
    if (depth < 0) break;
  }
  if (depth !== 0) return 'The brackets do not match.';
  return null;
}

function toNumber(value: number | string): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

/** The graph the fields describe, or what to fix first. Blank function rows are left out. */
export function readGraph(draft: GraphDraft): { graph: MathGraph | null; errors: GraphErrors } {
  const errors: GraphErrors = {};
  const functions: string[] = [];
  draft.functions.forEach((fn, i) => {
    const problem = functionProblem(fn);
    if (problem) errors[`functions.${i}`] = problem;
    else if (fn.trim() !== '') functions.push(fn.trim());
  });
  const points: MathGraph['points'] = [];
  draft.points.forEach((p, i) => {
    const x = toNumber(p.x);
    const y = toNumber(p.y);
    if (x === null || y === null) errors[`points.${i}`] = 'Give the point an x and a y.';
    else points.push(p.label.trim() ? { x, y, label: p.label.trim().slice(0, 20) } : { x, y });
  });
  const range = (lo: number | string, hi: number | string, axis: 'x' | 'y') => {
    const a = toNumber(lo);
    const b = toNumber(hi);
    if (a === null || b === null) {
      errors[`${axis}Domain`] = `Give the ${axis} range as two numbers.`;
      return null;
    }
    if (a >= b) {
      errors[`${axis}Domain`] = `The ${axis} range must go from a smaller to a larger number.`;
      return null;
    }
    return [a, b] as [number, number];
  };
  const xDomain = range(draft.xMin, draft.xMax, 'x');
  const yDomain = range(draft.yMin, draft.yMax, 'y');
  if (functions.length > GRAPH_LIMITS.functions)
    errors.graph = `Plot at most ${GRAPH_LIMITS.functions} functions.`;
  if (points.length > GRAPH_LIMITS.points) errors.graph = `Plot at most ${GRAPH_LIMITS.points} points.`;
  if (functions.length === 0 && points.length === 0 && Object.keys(errors).length === 0)
    errors.graph = 'Add a function or a point to plot.';
  if (Object.keys(errors).length > 0 || !xDomain || !yDomain) return { graph: null, errors };
  return { graph: { functions, points, xDomain, yDomain }, errors };
}
