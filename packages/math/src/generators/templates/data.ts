import type { Template } from '../types';
import { fractionTex, m, money, num } from '../tex';
import { by, nearby, wrong } from './common';

const pct = (v: number) => `$${num(v)}\\%$`;

const proportion: Template = {
  id: 'data-proportion',
  section: 'data-analysis',
  family: 'ratio',
  concepts: ['ratios', 'proportions'],
  make(rng, d) {
    const a = by(d, rng.int(2, 5), rng.int(2, 7), rng.int(3, 9));
    let b = by(d, rng.int(3, 8), rng.int(3, 11), rng.int(4, 15));
    if (a === b) b += 1;
    const k = by(d, rng.int(2, 5), rng.int(3, 8), rng.int(4, 12));
    const x = a * k;
    const y = b * k;
    return {
      question: `A recipe uses flour and sugar in the ratio $${a}:${b}$. If a baker uses $${x}$ cups of flour, how many cups of sugar are needed?`,
      answer: m(y),
      distractors: [
        wrong('turning the ratio upside down', (x * a) / b),
        wrong('adding the difference instead of scaling', x + (b - a)),
        wrong('multiplying by the ratio’s second number without dividing', x * b),
      ],
      nearby: nearby(y, b),
      hint: 'Set up $\\frac{\\text{flour}}{\\text{sugar}}$ equal in both situations.',
      solution: `$\\frac{${a}}{${b}} = \\frac{${x}}{s}$ gives $s = ${y}$.`,
      steps: [
        `Write the proportion: $\\frac{${a}}{${b}} = \\frac{${x}}{s}$.`,
        `Cross-multiply: $${a}s = ${b}\\cdot ${x} = ${b * x}$.`,
        `Divide by $${a}$: $s = ${y}$.`,
      ],
      // the proportion a:b = x:s as means times extremes
      check: { kind: 'solve', equations: [`${a} * s = ${b} * ${x}`], unknown: 's', roots: [String(y)] },
    };
  },
};

const unitPrice: Template = {
  id: 'data-unit-rate',
  section: 'data-analysis',
  family: 'ratio',
  concepts: ['unit rates', 'proportions'],
  make(rng, d) {
    const n = by(d, rng.int(2, 5), rng.int(3, 8), rng.int(4, 12));
    const unit = by(d, rng.int(2, 9), rng.int(3, 15) + 0.5, rng.int(5, 25) + 0.25);
    const price = n * unit;
    const k = n + by(d, rng.int(1, 5), rng.int(2, 9), rng.int(3, 15));
    const value = unit * k;
    return {
      question: `$${n}$ notebooks cost ${money(price)}. At the same price per notebook, how much do $${k}$ notebooks cost?`,
      answer: money(value),
      distractors: [
        wrong('dividing the wrong way (notebooks per dollar)', (price / k) * n, money),
        wrong('adding the extra notebooks as dollars', price + (k - n), money),
        wrong('multiplying the total price by the new count', price * k, money),
      ],
      nearby: nearby(value, unit, money),
      hint: 'Find the price of one notebook first.',
      solution: `One notebook costs ${money(unit)}, so $${k}$ cost ${money(value)}.`,
      steps: [
        `Price of one: $${num(price)} \\div ${n} = ${num(unit)}$ dollars.`,
        `Price of $${k}$: $${num(unit)} \\cdot ${k} = ${num(value)}$ dollars.`,
      ],
      check: { kind: 'evaluate', expression: `${price} / ${n} * ${k}` },
    };
  },
};

const unitConversion: Template = {
  id: 'data-unit-conversion',
  section: 'data-analysis',
  family: 'units',
  concepts: ['unit conversion', 'rates'],
  make(rng, d) {
    const v = by(d, rng.int(1, 6) * 6, rng.int(2, 15) * 6, rng.int(5, 30) * 3);
    const value = (v * 1000) / 60;
    return {
      question: `A cyclist rides at $${v}$ kilometers per hour. How many meters does the cyclist travel per minute? ($1$ kilometer $= 1{,}000$ meters)`,
      answer: m(value),
      distractors: [
        wrong('converting the wrong way (multiplying by 60, dividing by 1,000)', (v * 60) / 1000),
        wrong('forgetting to change hours to minutes', v * 1000),
        wrong('unit slip: using 100 meters per kilometer', (v * 100) / 60),
      ],
      nearby: nearby(value, 50),
      hint: 'Change kilometers to meters, then hours to minutes.',
      solution: `$${v}$ km/h $= ${v * 1000}$ meters per $60$ minutes $= ${num(value)}$ meters per minute.`,
      steps: [
        `Kilometers to meters: $${v} \\cdot 1000 = ${v * 1000}$ meters per hour.`,
        `Hours to minutes: $${v * 1000} \\div 60 = ${num(value)}$ meters per minute.`,
      ],
      check: { kind: 'evaluate', expression: `${v} * 1000 / 60` },
    };
  },
};

const percentOf: Template = {
  id: 'data-percent-of',
  section: 'data-analysis',
  family: 'percent',
  concepts: ['percentages'],
  make(rng, d) {
    const p = by(
      d,
      rng.pick([10, 20, 25, 50]),
      rng.pick([5, 15, 30, 40, 60, 75]),
      rng.pick([12, 35, 45, 65, 85, 95]),
    );
    const n = by(d, rng.int(2, 20) * 20, rng.int(2, 30) * 20, rng.int(5, 60) * 20);
    const value = (p / 100) * n;
    return {
      question: `A school has $${n}$ students, and $${p}\\%$ of them walk to school. How many students walk to school?`,
      answer: m(value),
      distractors: [
        wrong('decimal slip: using p/10 instead of p/100', (p / 10) * n),
        wrong('adding the percent to the whole', n + value),
        wrong('finding the students who do not walk', n - value),
      ],
      nearby: nearby(value, 5),
      hint: `$${p}\\%$ means $\\frac{${p}}{100}$ of the whole.`,
      solution: `$\\frac{${p}}{100} \\cdot ${n} = ${num(value)}$ students.`,
      steps: [
        `Write the percent as a decimal: $${p}\\% = ${num(p / 100)}$.`,
        `Multiply: $${num(p / 100)} \\cdot ${n} = ${num(value)}$.`,
      ],
      check: { kind: 'evaluate', expression: `${p}/100 * ${n}` },
    };
  },
};

const percentChange: Template = {
  id: 'data-percent-change',
  section: 'data-analysis',
  family: 'percent',
  concepts: ['percent change'],
  make(rng, d) {
    const a = by(d, rng.int(2, 9) * 10, rng.int(4, 20) * 20, rng.int(5, 40) * 40);
    const p = by(
      d,
      rng.pick([10, 20, 50]),
      rng.pick([5, 15, 25, 30, 40]),
      rng.pick([-20, -25, -40, 12.5, 35, 60]),
    );
    const b = a * (1 + p / 100);
    const word = p < 0 ? 'decrease' : 'increase';
    return {
      question: `The price of a jacket changed from ${money(a)} to ${money(b)}. What was the percent ${word}?`,
      answer: pct(Math.abs(p)),
      distractors: [
        wrong('dividing by the new price instead of the original', Math.abs(((b - a) / b) * 100), pct),
        wrong('using the dollar change as the percent', Math.abs(b - a), pct),
        wrong('giving the new price as a percent of the old', (b / a) * 100, pct),
      ],
      nearby: nearby(Math.abs(p), 5, pct),
      hint: 'Percent change is the change divided by the original amount, times 100.',
      solution: `The change is $${num(Math.abs(b - a))}$ on an original of $${a}$, which is $${num(Math.abs(p))}\\%$.`,
      steps: [
        `Change: $${num(b)} - ${a} = ${num(b - a)}$.`,
        `Divide by the original: $\\frac{${num(Math.abs(b - a))}}{${a}} = ${num(Math.abs(p) / 100)}$.`,
        `As a percent: $${num(Math.abs(p))}\\%$.`,
      ],
      check: { kind: 'evaluate', expression: `abs(${b} - ${a}) / ${a} * 100` },
    };
  },
};

const successivePercent: Template = {
  id: 'data-successive-percent',
  section: 'data-analysis',
  family: 'percent',
  concepts: ['percent change', 'multipliers'],
  make(rng, d) {
    // a multiple of 400 with percents in fives keeps every price in whole dollars
    const price = by(d, rng.int(1, 5), rng.int(2, 10), rng.int(3, 20)) * 400;
    const p = by(d, rng.pick([10, 20, 50]), rng.pick([10, 20, 25, 30]), rng.pick([15, 25, 35, 40]));
    let q = by(d, rng.pick([10, 20]), rng.pick([10, 20, 25]), rng.pick([15, 20, 30, 45]));
    if (q === p) q += 10;
    const value = price * (1 + p / 100) * (1 - q / 100);
    return {
      question: `A laptop costs ${money(price)}. Its price is raised by $${p}\\%$, and then the new price is lowered by $${q}\\%$. What is the final price?`,
      answer: money(value),
      distractors: [
        wrong('adding the percents instead of multiplying the changes', price * (1 + (p - q) / 100), money),
        wrong(
          'applying both changes as increases (sign error)',
          price * (1 + p / 100) * (1 + q / 100),
          money,
        ),
        wrong('forgetting the second change', price * (1 + p / 100), money),
      ],
      nearby: nearby(value, 5, money),
      hint: 'Multiply by $1 + \\frac{p}{100}$ for the raise and by $1 - \\frac{q}{100}$ for the cut.',
      solution: `$${price} \\cdot ${num(1 + p / 100)} \\cdot ${num(1 - q / 100)} = ${num(value)}$, so the final price is ${money(value)}.`,
      steps: [
        `After the raise: $${price} \\cdot ${num(1 + p / 100)} = ${num(price * (1 + p / 100))}$.`,
        `After the cut: $${num(price * (1 + p / 100))} \\cdot ${num(1 - q / 100)} = ${num(value)}$.`,
      ],
      check: { kind: 'evaluate', expression: `${price} * (1 + ${p}/100) * (1 - ${q}/100)` },
    };
  },
};

const percentReverse: Template = {
  id: 'data-percent-original',
  section: 'data-analysis',
  family: 'percent',
  concepts: ['percentages', 'linear equations'],
  make(rng, d) {
    const p = by(d, rng.pick([10, 20, 25, 50]), rng.pick([15, 30, 40, 60]), rng.pick([12, 35, 45, 65]));
    const original = by(d, rng.int(2, 10) * 20, rng.int(2, 20) * 20, rng.int(4, 40) * 20);
    const sale = original * (1 - p / 100);
    return {
      question: `After a $${p}\\%$ discount, a lamp costs ${money(sale)}. What was the price before the discount?`,
      answer: money(original),
      distractors: [
        wrong('adding the percent back to the sale price', sale * (1 + p / 100), money),
        wrong('adding the percent as dollars', sale + p, money),
        wrong('dividing by the discount instead of by what is left', sale / (p / 100), money),
      ],
      nearby: nearby(original, 10, money),
      hint: `The sale price is $${100 - p}\\%$ of the original price.`,
      solution: `$${num(1 - p / 100)}x = ${num(sale)}$, so $x = ${original}$ and the original price was ${money(original)}.`,
      steps: [
        `The sale price is $${100 - p}\\%$ of the original: $${num(1 - p / 100)}x = ${num(sale)}$.`,
        `Divide: $x = ${num(sale)} \\div ${num(1 - p / 100)} = ${original}$.`,
      ],
      check: {
        kind: 'solve',
        equations: [`(1 - ${p}/100) x = ${sale}`],
        unknown: 'x',
        roots: [String(original)],
      },
    };
  },
};

function list(rng: { int(a: number, b: number): number }, n: number, lo: number, hi: number): number[] {
  return Array.from({ length: n }, () => rng.int(lo, hi));
}

const mean: Template = {
  id: 'data-mean',
  section: 'data-analysis',
  family: 'statistics',
  concepts: ['mean', 'median'],
  make(rng, d) {
    const n = by(d, 4, 5, 6);
    const xs = list(rng, n, by(d, 1, 10, 20), by(d, 20, 60, 99));
    const total = xs.reduce((a, b) => a + b, 0);
    xs[n - 1]! += (n - (total % n)) % n; // a whole-number mean
    const sum = xs.reduce((a, b) => a + b, 0);
    const value = sum / n;
    const sorted = [...xs].sort((a, b) => a - b);
    const median = n % 2 ? sorted[(n - 1) / 2]! : (sorted[n / 2 - 1]! + sorted[n / 2]!) / 2;
    return {
      question: `Quiz scores: $${xs.join(',\\ ')}$. What is the mean score?`,
      answer: m(value),
      distractors: [
        wrong('giving the median instead of the mean', median),
        wrong('dividing by one less than the number of scores', sum / (n - 1)),
        wrong('giving the range instead of the mean', sorted[n - 1]! - sorted[0]!),
      ],
      nearby: nearby(value),
      hint: 'Add the scores and divide by how many there are.',
      solution: `The sum is $${sum}$ and there are $${n}$ scores, so the mean is $${num(value)}$.`,
      steps: [`Add: $${xs.join(' + ')} = ${sum}$.`, `Divide by $${n}$: $${sum} \\div ${n} = ${num(value)}$.`],
      check: { kind: 'evaluate', expression: `mean(${xs.join(', ')})` },
    };
  },
};

const median: Template = {
  id: 'data-median',
  section: 'data-analysis',
  family: 'statistics',
  concepts: ['median', 'ordering data'],
  make(rng, d) {
    const n = by(d, 5, rng.pick([6, 7]), rng.pick([8, 9]));
    const xs = list(rng, n, 1, by(d, 20, 50, 99));
    const sorted = [...xs].sort((a, b) => a - b);
    const value = n % 2 ? sorted[(n - 1) / 2]! : (sorted[n / 2 - 1]! + sorted[n / 2]!) / 2;
    const unsortedMiddle = n % 2 ? xs[(n - 1) / 2]! : (xs[n / 2 - 1]! + xs[n / 2]!) / 2;
    const avg = xs.reduce((a, b) => a + b, 0) / n;
    return {
      question: `The numbers of books read by ${n} students are $${xs.join(',\\ ')}$. What is the median?`,
      answer: m(value),
      distractors: [
        wrong('taking the middle of the list without ordering it', unsortedMiddle),
        wrong('giving the mean instead of the median', Math.round(avg * 10) / 10),
        wrong(
          n % 2
            ? 'taking the value next to the middle'
            : 'taking one of the two middle values instead of their average',
          n % 2 ? sorted[(n + 1) / 2]! : sorted[n / 2]!,
        ),
      ],
      nearby: nearby(value),
      hint: 'Put the numbers in order first; the median is in the middle.',
      solution: `In order: $${sorted.join(',\\ ')}$. The median is $${num(value)}$.`,
      steps: [
        `Order the data: $${sorted.join(',\\ ')}$.`,
        n % 2
          ? `There are $${n}$ values, so the middle one is value number $${(n + 1) / 2}$: $${num(value)}$.`
          : `There are $${n}$ values, so average the two middle ones: $\\frac{${sorted[n / 2 - 1]} + ${sorted[n / 2]}}{2} = ${num(value)}$.`,
      ],
      check: { kind: 'evaluate', expression: `median(${xs.join(', ')})` },
    };
  },
};

const meanMissing: Template = {
  id: 'data-mean-missing',
  section: 'data-analysis',
  family: 'statistics',
  concepts: ['mean', 'linear equations'],
  make(rng, d) {
    const n = by(d, 4, 5, 6);
    const known = list(rng, n - 1, by(d, 5, 40, 60), by(d, 20, 95, 100));
    const missing = rng.int(by(d, 5, 40, 50), by(d, 25, 100, 100));
    const sum = known.reduce((a, b) => a + b, 0) + missing;
    const extra = (n - (sum % n)) % n;
    const x = missing + extra;
    const target = (sum + extra) / n;
    const knownSum = known.reduce((a, b) => a + b, 0);
    return {
      question:
        `The mean of $${n}$ test scores is $${target}$. Four${n > 5 ? ' or more' : ''} of them are listed: $${known.join(',\\ ')}$. What is the missing score?`
          .replace('Four or more', n === 6 ? 'Five' : 'Four')
          .replace('Four of them', n === 5 ? 'Four of them' : n === 4 ? 'Three of them' : 'Five of them'),
      answer: m(x),
      distractors: [
        wrong('giving the mean as the missing score', target === x ? target + 3 : target),
        wrong('multiplying the mean by one less score', target * (n - 1) - knownSum),
        wrong('averaging the known scores', Math.round((knownSum / (n - 1)) * 10) / 10),
      ],
      nearby: nearby(x, 2),
      hint: 'The total of all the scores is the mean times the number of scores.',
      solution: `The total is $${target}\\cdot ${n} = ${target * n}$; the listed scores add to $${knownSum}$, so the missing one is $${x}$.`,
      steps: [
        `Total of all $${n}$ scores: $${target} \\cdot ${n} = ${target * n}$.`,
        `Sum of the listed scores: $${knownSum}$.`,
        `Missing score: $${target * n} - ${knownSum} = ${x}$.`,
      ],
      check: {
        kind: 'solve',
        equations: [`(${known.join(' + ')} + s) / ${n} = ${target}`],
        unknown: 's',
        roots: [String(x)],
      },
    };
  },
};

const range: Template = {
  id: 'data-range',
  section: 'data-analysis',
  family: 'statistics',
  concepts: ['range', 'spread'],
  make(rng, d) {
    const n = by(d, 5, 6, 8);
    const xs = list(rng, n, by(d, 1, -10, -30), by(d, 30, 60, 90));
    const sorted = [...xs].sort((a, b) => a - b);
    const value = sorted[n - 1]! - sorted[0]!;
    return {
      question: `Daily low temperatures (°F) were $${xs.join(',\\ ')}$. What is the range of the temperatures?`,
      answer: m(value),
      distractors: [
        wrong('subtracting the first value from the last without ordering', xs[n - 1]! - xs[0]!),
        wrong('giving the largest value', sorted[n - 1]!),
        wrong('sign error with a negative smallest value (adding it)', sorted[n - 1]! + sorted[0]!),
      ],
      nearby: nearby(value),
      hint: 'Range is the largest value minus the smallest value.',
      solution: `The largest is $${sorted[n - 1]}$ and the smallest is $${sorted[0]}$, so the range is $${value}$.`,
      steps: [
        `Largest value: $${sorted[n - 1]}$; smallest value: $${sorted[0]}$.`,
        `Subtract: $${sorted[n - 1]} - (${sorted[0]}) = ${value}$.`,
      ],
      check: { kind: 'evaluate', expression: `max(${xs.join(', ')}) - min(${xs.join(', ')})` },
    };
  },
};

interface Table {
  text: string;
  cells: [[number, number], [number, number]];
}

/** a two-way table as a TeX array, with totals */
function twoWay(
  rows: [string, string],
  cols: [string, string],
  cells: [[number, number], [number, number]],
): Table {
  const [[a, b], [c, e]] = cells;
  const text = `$$\\begin{array}{l|c|c|c} & \\text{${cols[0]}} & \\text{${cols[1]}} & \\text{Total} \\\\ \\hline \\text{${rows[0]}} & ${a} & ${b} & ${a + b} \\\\ \\text{${rows[1]}} & ${c} & ${e} & ${c + e} \\\\ \\hline \\text{Total} & ${a + c} & ${b + e} & ${a + b + c + e} \\end{array}$$`;
  return { text, cells };
}

const tableProbability: Template = {
  id: 'data-table-probability',
  section: 'data-analysis',
  family: 'probability',
  concepts: ['probability', 'two-way tables'],
  make(rng, d) {
    const hi = by(d, 20, 60, 150);
    const cells: [[number, number], [number, number]] = [
      [rng.int(5, hi), rng.int(5, hi)],
      [rng.int(5, hi), rng.int(5, hi)],
    ];
    const t = twoWay(['Grade 9', 'Grade 10'], ['Plays sport', 'No sport'], cells);
    const [[,], [c, e]] = cells;
    const total = cells.flat().reduce((x, y) => x + y, 0);
    const colTotal = cells[0][0] + c;
    return {
      question: `${t.text} A student is chosen at random from the table above. What is the probability that the student is in Grade 10 and plays a sport?`,
      answer: m(c / total),
      distractors: [
        wrong('dividing by the Grade 10 total (a conditional probability)', c / (c + e)),
        wrong('dividing by the sport total', c / colTotal),
        wrong('using the whole Grade 10 row', (c + e) / total),
      ],
      nearby: (k) => m((c + k) / total),
      hint: '“And” means one cell; divide it by the grand total.',
      solution: `$${c}$ students are in Grade 10 and play a sport, out of $${total}$, so the probability is $${num(c / total)}$.`,
      steps: [
        `The cell for Grade 10 and plays sport is $${c}$.`,
        `The grand total is $${total}$.`,
        `Probability: $${fractionTex(c, total)}$.`,
      ],
      check: { kind: 'evaluate', expression: `${c} / (${cells.flat().join(' + ')})` },
    };
  },
};

const conditionalProbability: Template = {
  id: 'data-conditional-probability',
  section: 'data-analysis',
  family: 'probability',
  concepts: ['conditional probability', 'two-way tables'],
  make(rng, d) {
    const hi = by(d, 20, 60, 150);
    const cells: [[number, number], [number, number]] = [
      [rng.int(5, hi), rng.int(5, hi)],
      [rng.int(5, hi), rng.int(5, hi)],
    ];
    const t = twoWay(['Morning', 'Evening'], ['Tea', 'Coffee'], cells);
    const [[a, b], [c]] = cells;
    const total = cells.flat().reduce((x, y) => x + y, 0);
    return {
      question: `${t.text} The table shows what customers ordered and when. If a morning customer is chosen at random, what is the probability that the customer ordered tea?`,
      answer: m(a / (a + b)),
      distractors: [
        wrong('dividing by the grand total', a / total),
        wrong('dividing by the tea total (the wrong condition)', a / (a + c)),
        wrong('taking coffee instead of tea', b / (a + b)),
      ],
      nearby: (k) => m((a + k) / (a + b + k)),
      hint: 'Given “morning”, only the morning row counts.',
      solution: `Of the $${a + b}$ morning customers, $${a}$ ordered tea: $${fractionTex(a, a + b)}$.`,
      steps: [
        `Morning customers: $${a} + ${b} = ${a + b}$.`,
        `Of these, $${a}$ ordered tea.`,
        `Probability: $${fractionTex(a, a + b)}$.`,
      ],
      check: { kind: 'evaluate', expression: `${a} / (${a} + ${b})` },
    };
  },
};

const sampleEstimate: Template = {
  id: 'data-sample-estimate',
  section: 'data-analysis',
  family: 'probability',
  concepts: ['sampling', 'proportions'],
  make(rng, d) {
    const n = by(d, rng.pick([20, 50, 100]), rng.pick([40, 80, 200, 250]), rng.pick([120, 150, 300, 400]));
    const k = rng.int(Math.ceil(n * 0.1), Math.floor(n * 0.9));
    const N = n * by(d, rng.int(5, 20), rng.int(10, 50), rng.int(12, 90));
    const value = (k / n) * N;
    return {
      question: `In a random sample of $${n}$ voters in a town, $${k}$ support a new park. The town has $${N.toLocaleString('en-US').replace(/,/g, '{,}')}$ voters. Based on the sample, about how many voters in the town support the park?`,
      answer: m(value),
      distractors: [
        wrong('using the share that does not support the park', ((n - k) / n) * N),
        wrong(
          'turning the sample fraction upside down',
          Math.round(((n / k) * N) / 10) * 10 === value ? value * 2 : Math.round((n / k) * N),
        ),
        wrong('adding the sample count to the town size', N + k),
      ],
      nearby: nearby(value, N / n),
      hint: 'The town is expected to have the same fraction as the sample.',
      solution: `$\\frac{${k}}{${n}}$ of $${N}$ is $${num(value)}$.`,
      steps: [
        `Sample fraction: $\\frac{${k}}{${n}}$.`,
        `Apply it to the town: $\\frac{${k}}{${n}} \\cdot ${N} = ${num(value)}$.`,
      ],
      check: { kind: 'evaluate', expression: `${k}/${n} * ${N}` },
    };
  },
};

export const DATA_TEMPLATES: Template[] = [
  proportion,
  unitPrice,
  unitConversion,
  percentOf,
  percentChange,
  successivePercent,
  percentReverse,
  mean,
  median,
  meanMissing,
  range,
  tableProbability,
  conditionalProbability,
  sampleEstimate,
];
