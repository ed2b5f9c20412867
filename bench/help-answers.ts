/**
 * The help chat's answers (a newcomer who opens the helper chat should get a useful answer): Muse's built-in
 * help office, indexed exactly as the offices module indexes it, asked the newcomer questions of
 * `help-answers/questions.ts`. Headline figures are the test half; the dev half (tuned on) is one line
 * apart. Every test-half miss is listed (the dev half's with HELP_MISSES=dev).
 */
import { createAnswerIndex } from '@muse/providers';
import { HELP_TOPICS } from '../apps/server/src/modules/offices/help-office/help-texts';
import { containsQuote } from './answer-quality/offices';
import type { Split } from './answer-quality/types';
import { HELP_QUESTIONS } from './help-answers/questions';
import type { BenchResult } from './run';

const SHOW_MISSES: Split = process.env['HELP_MISSES'] === 'dev' ? 'dev' : 'test';

export async function helpAnswers(): Promise<BenchResult> {
  const index = await createAnswerIndex({
    qa: HELP_TOPICS.flatMap((t) => t.pairs.map((p, i) => ({ id: `${t.topic}#${i}`, ...p }))),
    passages: HELP_TOPICS.map((t) => ({ id: t.topic, topic: t.topic, text: t.text })),
  });
  await index.answer('warm up');
  await index.warm();
  const tally = { dev: { right: 0, total: 0 }, test: { right: 0, total: 0 } };
  const offTopic = { dev: { right: 0, total: 0 }, test: { right: 0, total: 0 } };
  const misses: string[] = [];
  for (const q of HELP_QUESTIONS) {
    const answer = await index.answer(q.question);
    const onTopic = q.expect.length > 0;
    const right = onTopic
      ? answer.source.kind !== 'none' && q.expect.every((quote) => containsQuote(answer.answer, quote))
      : answer.source.kind === 'none';
    const t = (onTopic ? tally : offTopic)[q.split];
    t.total++;
    if (right) t.right++;
    else if (q.split === SHOW_MISSES)
      misses.push(
        `${q.question} → ${answer.answer.replace(/\s+/g, ' ').slice(0, 110)} (want ${q.expect.join(', ') || 'no answer'})`,
      );
  }
  const pct = ({ right, total }: { right: number; total: number }) =>
    `${right} / ${total} (${total === 0 ? 0 : Math.round((100 * right) / total)}%)`;
  if (misses.length > 0)
    console.log(`  ${SHOW_MISSES}-half misses (${misses.length}):\n    ${misses.join('\n    ')}`);
  return {
    name: 'help-answers',
    figures: {
      'help topics / pairs': `${HELP_TOPICS.length} / ${HELP_TOPICS.reduce((n, t) => n + t.pairs.length, 0)}`,
      'TEST newcomer questions answered usefully': pct(tally.test),
      'TEST off-topic questions declined': pct(offTopic.test),
      'dev (tuning) half': `answered ${pct(tally.dev)}, declined ${pct(offTopic.dev)}`,
    },
  };
}
