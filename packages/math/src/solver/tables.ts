import { evaluate } from '../cas';
import { done, solveEquationTask } from './algebra';
import { writeNumber } from './format';
import { number } from './functions';
import { dataStatistic } from './stats';
import { step, texOf } from './steps';
import type { Problem, Solution } from './types';

/**
 * Tables typed in one line, rows split by "/" and cells by "|": "x | 1 2 3 / y | 5 7 9" (a function or a
 * frequency table) and two-way tables "| yes | no / grade 9 | 45 | 55 / …" (probability).
 */

interface Row {
  label: string;
  values: number[];
}

/** The rows of a table and the question text after it. */
function readTable(lower: string): { rows: Row[]; question: string; header?: string[] } | null {
  if (!lower.includes('|') || !lower.includes('/')) return null;
  const segments = lower.split(' / ');
  if (segments.length < 2) return null;
  const last = segments[segments.length - 1]!;
  const tail = /^(.*?\|[\s|\d.-]*?)(?:(?:\.|--)\s+|\s+(?=[a-z]))(.*)$/.exec(last);
  const body = [...segments.slice(0, -1), tail ? tail[1]! : last];
  const question = tail ? tail[2]! : '';
  const twoWay = body[0]!.trim().startsWith('|');
  const rows: Row[] = [];
  let header: string[] | undefined;
  for (const [i, segment] of body.entries()) {
    const cells = segment.split('|').map((c) => c.trim());
    if (twoWay && i === 0) {
      header = cells.slice(1);
      continue;
    }
    const values = cells.slice(1).join(' ').split(/\s+/).filter(Boolean).map(Number);
    if (values.some((v) => Number.isNaN(v))) return null;
    rows.push({ label: cells[0]!, values });
  }
  return { rows, question, header };
}

export function tableProblem({ lower }: Problem): Solution | null {
  const table = readTable(lower);
  if (!table) return null;
  const { rows, question, header } = table;
  if (header) return twoWayProbability(header, rows, question);
  if (rows.length !== 2) return null;
  const [xr, yr] = rows as [Row, Row];
  if (/frequency|number of/.test(yr.label)) {
    const data = xr.values.flatMap((v, i) => Array<number>(yr.values[i] ?? 0).fill(v));
    return dataStatistic(question, data);
  }
  const xs = xr.values;
  const ys = yr.values;
  if (xs.length < 2 || xs.length !== ys.length) return null;
  const exponential = /exponential/.test(lower);
  let model: string;
  const steps = [step('Read two points from the table.', `(${xs[0]}, ${ys[0]}),\\ (${xs[1]}, ${ys[1]})`)];
  let m = 0;
  let b = 0;
  if (exponential) {
    b = evaluate(`(${ys[1]} / ${ys[0]})^(1/(${xs[1]} - ${xs[0]}))`);
    const a = evaluate(`${ys[0]} / ${b}^(${xs[0]})`);
    model = `${writeNumber(a)} * ${writeNumber(b)}^x`;
    steps.push(
      step('Each step multiplies y by the same number: the model is y = a·b^x.', `y = ${texOf(model)}`),
    );
  } else {
    m = evaluate(`(${ys[1]} - ${ys[0]}) / (${xs[1]} - ${xs[0]})`);
    b = evaluate(`${ys[0]} - ${m} * ${xs[0]}`);
    model = `${writeNumber(m)} * x + ${writeNumber(b)}`;
    steps.push(
      step(
        'The slope is the change in y over the change in x; then find the intercept.',
        `y = ${texOf(model)}`,
      ),
    );
  }
  const concepts = [exponential ? 'exponential models' : 'linear models'];
  if (exponential && /what is b\b|\bbase\b|growth factor/.test(question))
    return number('Find the base', b, steps, concepts);
  if (/\bslope\b|rate of change/.test(question)) return number('Find the slope', m, steps, concepts);
  if (/y-intercept/.test(question)) return number('Find the y-intercept', b, steps, concepts);
  const inverse = /\bx when y = (-?[\d.]+)/.exec(question);
  if (inverse) {
    const solved = solveEquationTask(model, inverse[1]!, 'x');
    solved.steps.unshift(...steps);
    return solved;
  }
  const at = /(?:x = |for |at |month |after |when \w+ (?:is|=) )(-?[\d.]+)/.exec(question);
  if (!at) return null;
  const value = evaluate(model, { x: Number(at[1]) });
  steps.push(step(`Put x = ${at[1]} in the model.`));
  return done('Use the model', 'number', writeNumber(value), steps, concepts, [], value);
}

/** A word's stem, so "likes" finds "like" and "studied" finds "study" but not "student". */
const stem = (w: string) =>
  w
    .replace(/ie[ds]$/, 'y')
    .replace(/(?<!s)s$/, '')
    .replace(/ed$/, '');
const words = (t: string) =>
  t
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .map(stem);

/** Where a category name is first mentioned in the question (−1 when it is not). */
function mention(name: string, question: string): number {
  const q = words(question);
  const n = words(name).filter((w) => !['no', 'not', 'did', 'do'].includes(w) || words(name).length === 1);
  const negative = /\b(no|not)\b/.test(name) && words(name).length > 1;
  for (let i = 0; i < q.length; i += 1) {
    if (
      q.slice(i, i + n.length).join(' ') === n.join(' ') &&
      (!negative || q.slice(Math.max(0, i - 2), i).some((w) => w === 'not' || w === 'no' || w === 'do'))
    )
      return i;
  }
  return -1;
}

function twoWayProbability(header: string[], rows: Row[], question: string): Solution | null {
  const cell = (r: number, c: number) => rows[r]!.values[c]!;
  const cols = header.map((h, c) => ({ name: h, at: mention(h, question), c }));
  const rws = rows.map((r, i) => ({ name: r.label, at: mention(r.label, question), i }));
  const col = cols.filter((c) => c.at >= 0).sort((a, b) => b.name.length - a.name.length)[0];
  const row = rws.filter((r) => r.at >= 0).sort((a, b) => b.name.length - a.name.length)[0];
  const total = rows.reduce((s, r) => s + r.values.reduce((a, b) => a + b, 0), 0);
  const steps = [step('Find the counts in the table.')];
  let formula: string;
  if (col && row && /\bof all\b|\ball the\b|\btotal\b/.test(question))
    formula = `${cell(row.i, col.c)} / ${total}`;
  else if (col && row && col.at < row.at)
    formula = `${cell(row.i, col.c)} / (${rows.map((_, i) => cell(i, col.c)).join(' + ')})`;
  else if (col && row) formula = `${cell(row.i, col.c)} / (${rows[row.i]!.values.join(' + ')})`;
  else if (row) formula = `(${rows[row.i]!.values.join(' + ')}) / ${total}`;
  else if (col) formula = `(${rows.map((_, i) => cell(i, col.c)).join(' + ')}) / ${total}`;
  else return null;
  steps.push(step('Probability = favourable count / count of the group chosen from.', texOf(formula)));
  const value = evaluate(formula);
  return done(
    'Find the probability',
    'number',
    writeNumber(value),
    steps,
    ['conditional probability'],
    [],
    value,
  );
}
