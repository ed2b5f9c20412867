import type { TextEngine, TextRequest, TextResult } from '@muse/providers';
import { describe, expect, it } from 'vitest';
import { judgeAnswer } from './insight.judge';
import { insightQuestion } from './insight.questions';

const logger = { warn: () => {} };
const monet = insightQuestion('art-009')!;

/** A hosted text engine that answers what it is told to and records what it was asked. */
function fakeText(reply: (req: TextRequest) => unknown): TextEngine & { asked: TextRequest[] } {
  const asked: TextRequest[] = [];
  return {
    id: 'fake',
    kind: 'hosted',
    capability: 'text',
    asked,
    async complete<T>(req: TextRequest<T>): Promise<TextResult<T>> {
      asked.push(req as TextRequest);
      const json = reply(req as TextRequest);
      if (json instanceof Error) throw json;
      return { text: JSON.stringify(json), json: json as T, usage: {} };
    },
  } as unknown as TextEngine & { asked: TextRequest[] };
}

describe('Insight judge', () => {
  it('decides locally when the matcher accepts, without asking the model', async () => {
    const text = fakeText(() => ({ correct: false }));
    expect(await judgeAnswer(monet, 'Claude Monet', { text, logger })).toEqual({
      correct: true,
      by: 'local',
    });
    expect(text.asked).toHaveLength(0);
  });

  it('asks the hosted model when the matcher says no, with the served question and answers', async () => {
    const text = fakeText(() => ({ correct: true }));
    const verdict = await judgeAnswer(monet, 'Oscar-Claude M.', { text, logger });
    expect(verdict).toEqual({ correct: true, by: 'hosted' });
    const sent = JSON.parse(text.asked[0]!.messages[0]!.content) as { question: string; accepted: string[] };
    expect(sent.question).toBe(monet.question);
    expect(sent.accepted).toEqual(monet.answers);
  });

  it('never lets the model accept a known wrong near-miss', async () => {
    const text = fakeText(() => ({ correct: true }));
    expect(await judgeAnswer(monet, 'Manet', { text, logger })).toEqual({ correct: false, by: 'local' });
    expect(text.asked).toHaveLength(0);
  });

  it('falls back to the matcher when the hosted call fails', async () => {
    const text = fakeText(() => new Error('503'));
    expect(await judgeAnswer(monet, 'Oscar-Claude M.', { text, logger })).toEqual({
      correct: false,
      by: 'local',
    });
    expect(await judgeAnswer(monet, 'monet', { text, logger })).toEqual({ correct: true, by: 'local' });
  });

  it('judges locally without a hosted model', async () => {
    expect(await judgeAnswer(monet, 'Picasso', { logger })).toEqual({ correct: false, by: 'local' });
  });
});
