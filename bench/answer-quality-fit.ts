/**
 * Fits the answer engine's decision model (packages/providers/src/local/answers/decision.ts) on the
 * DEVELOPMENT half of the answer-quality set only: for every dev question, the features of the best-ranked
 * candidate, labelled 1 when that candidate is a right answer and 0 otherwise (off-topic questions, asked of
 * every office, are always 0). A weighted logistic regression (each of documents, pairs and off-topic
 * weighs the same in all) on standardised features with a little L2; prints the model to paste into
 * decision.ts, and the dev half's ranking ceiling (best candidate right) and decisions under the fitted model.
 *
 * Run: npm run fit -w @muse/bench
 */
import {
  answerProbability,
  DECISION_FEATURE_NAMES,
  type DecisionFeatures,
  type DecisionModel,
} from '@muse/providers';
import { containsQuote, DOCUMENTS, evalOffices } from './answer-quality/offices';
import { OFF_TOPIC } from './answer-quality/off-topic';
import { PAIR_OFFICES } from './answer-quality/pairs';

type Kind = 'documents' | 'pairs' | 'offTopic';
interface Sample {
  kind: Kind;
  features: DecisionFeatures;
  label: 0 | 1;
}

const samples: Sample[] = [];
const ceiling: Record<Kind, { right: number; total: number }> = {
  documents: { right: 0, total: 0 },
  pairs: { right: 0, total: 0 },
  offTopic: { right: 0, total: 0 },
};
const add = (kind: Kind, features: DecisionFeatures | undefined, right: boolean) => {
  ceiling[kind].total++;
  if (right) ceiling[kind].right++;
  // A question with no candidate at all is answered "I don't know" whatever the model says.
  if (features) samples.push({ kind, features, label: right ? 1 : 0 });
};

const offices = await evalOffices();
for (const [i, doc] of DOCUMENTS.entries()) {
  for (const q of doc.questions.filter((item) => item.split === 'dev')) {
    const best = (await offices[i]!.index.rank(q.question, 1))[0];
    add('documents', best?.features, !!best && containsQuote(best.text, q.expect));
  }
}
for (const [i, office] of PAIR_OFFICES.entries()) {
  for (const q of office.questions.filter((item) => item.split === 'dev')) {
    const best = (await offices[DOCUMENTS.length + i]!.index.rank(q.question, 1))[0];
    add('pairs', best?.features, best?.kind === 'qa' && best.id === q.expect);
  }
}
for (const q of OFF_TOPIC.filter((item) => item.split === 'dev')) {
  for (const { index } of offices) add('offTopic', (await index.rank(q.question, 1))[0]?.features, false);
}

// Standardise, fit by gradient descent, and map the weights back to raw features.
const names = DECISION_FEATURE_NAMES;
const rows = samples.map((s) => names.map((name) => s.features[name]));
const mean = names.map((_, j) => rows.reduce((sum, row) => sum + (row[j] ?? 0), 0) / rows.length);
const spread = names.map(
  (_, j) =>
    Math.sqrt(rows.reduce((sum, row) => sum + ((row[j] ?? 0) - (mean[j] ?? 0)) ** 2, 0) / rows.length) || 1,
);
const z = rows.map((row) => row.map((x, j) => (x - (mean[j] ?? 0)) / (spread[j] ?? 1)));
const perKind = { documents: 0, pairs: 0, offTopic: 0 };
for (const s of samples) perKind[s.kind]++;
const weightOf = (s: Sample) => 1 / perKind[s.kind];
const L2 = 0.01;
const w = names.map(() => 0);
let b = 0;
for (let step = 0; step < 20_000; step++) {
  const gradW = names.map(() => 0);
  let gradB = 0;
  let total = 0;
  samples.forEach((s, i) => {
    const row = z[i] ?? [];
    const p = 1 / (1 + Math.exp(-(b + row.reduce((sum, x, j) => sum + x * (w[j] ?? 0), 0))));
    const weight = weightOf(s);
    total += weight;
    row.forEach((x, j) => (gradW[j]! += weight * (p - s.label) * x));
    gradB += weight * (p - s.label);
  });
  w.forEach((_, j) => (w[j]! -= 0.5 * (gradW[j]! / total + L2 * w[j]!)));
  b -= 0.5 * (gradB / total);
}
const model: DecisionModel = {
  weights: Object.fromEntries(
    names.map((name, j) => [name, round((w[j] ?? 0) / (spread[j] ?? 1))]),
  ) as DecisionModel['weights'],
  bias: round(b - names.reduce((sum, _, j) => sum + ((w[j] ?? 0) * (mean[j] ?? 0)) / (spread[j] ?? 1), 0)),
};

/** The dev half's results when answering at probability `cut` or more under `m`. */
const decide = (m: DecisionModel, cut: number) => {
  const decided: Record<Kind, { right: number; total: number }> = {
    documents: { right: 0, total: ceiling.documents.total },
    pairs: { right: 0, total: ceiling.pairs.total },
    offTopic: { right: ceiling.offTopic.total - perKind.offTopic, total: ceiling.offTopic.total },
  };
  for (const s of samples) {
    const answers = answerProbability(s.features, m) >= cut;
    if (s.kind === 'offTopic' ? !answers : answers && s.label === 1) decided[s.kind].right++;
  }
  return decided;
};
// The cut that answers the most in-domain questions while keeping off-topic rejection at OFF_TOPIC_FLOOR
// (above the goal of 90%, for a margin), folded into the bias so that the engine's cut stays at 0.5.
const OFF_TOPIC_FLOOR = 0.92;
let chosen = 0.5;
let best = -1;
for (let cut = 0.2; cut <= 0.8; cut += 0.01) {
  const d = decide(model, cut);
  const inDomain = d.documents.right + d.pairs.right;
  if (d.offTopic.right / d.offTopic.total >= OFF_TOPIC_FLOOR && inDomain > best) {
    best = inDomain;
    chosen = cut;
  }
}
if (process.argv.includes('--sweep')) {
  for (let cut = 0.2; cut <= 0.8; cut += 0.05) {
    const d = decide(model, cut);
    console.log(
      `cut ${cut.toFixed(2)}: documents ${d.documents.right}, pairs ${d.pairs.right}, off-topic ${d.offTopic.right}`,
    );
  }
}
model.bias = round(model.bias - Math.log(chosen / (1 - chosen)));
const decided = decide(model, 0.5);

const pct = ({ right, total }: { right: number; total: number }) =>
  `${right}/${total} (${Math.round((100 * right) / total)}%)`;
console.log('dev half, best candidate right (ranking ceiling):');
console.log(`  documents ${pct(ceiling.documents)}, pairs ${pct(ceiling.pairs)}`);
console.log(`dev half, decided with the fitted model (cut ${chosen.toFixed(2)} folded into the bias):`);
console.log(
  `  documents ${pct(decided.documents)}, pairs ${pct(decided.pairs)}, off-topic noinfo ${pct(decided.offTopic)}`,
);
console.log('\nDECISION_MODEL for decision.ts:');
console.log(JSON.stringify(model, null, 2));

function round(x: number): number {
  return Math.round(x * 1000) / 1000;
}
