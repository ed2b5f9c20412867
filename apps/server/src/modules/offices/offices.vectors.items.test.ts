import { describe, expect, it } from 'vitest';
import {
  diffVectors,
  MAX_EMBEDDED_CHARS,
  trainingItems,
  type StoredVectorKey,
  type TrainingItem,
} from './offices.vectors.items';

const TOPICS = [
  {
    topic: 'Rentals',
    text: 'Bikes can be rented by the day. A helmet comes with every bike. Children ride free on Sundays.',
  },
  { topic: 'Workshop', text: 'The workshop tunes up any bicycle. Repairs take two days.' },
];
const PAIRS = [{ id: 'p1', question: 'When do you open?' }];

const stored = (items: readonly TrainingItem[], model = 'm1'): StoredVectorKey[] =>
  items.map((it) => ({
    kind: it.kind,
    sourceId: it.sourceId,
    position: it.position,
    textHash: it.hash,
    model,
  }));

describe('trainingItems', () => {
  it('gives a pair its question and numbers each topic’s passages, sent with the topic’s name', () => {
    const items = trainingItems(PAIRS, TOPICS);
    expect(items[0]).toMatchObject({ kind: 'qa', sourceId: 'p1', position: 0, input: 'When do you open?' });
    const passages = items.filter((it) => it.kind === 'passage');
    for (const topic of ['Rentals', 'Workshop']) {
      const mine = passages.filter((p) => p.sourceId === topic);
      expect(mine.length).toBeGreaterThan(0);
      expect(mine.map((p) => p.position)).toEqual(mine.map((_, i) => i));
      for (const p of mine) {
        expect(p.input).toBe(`${topic}: ${p.text}`);
        expect(p.hash).toMatch(/^[0-9a-f]{64}$/);
      }
    }
    expect(passages.map((p) => p.text).join(' ')).toContain('tunes up any bicycle');
  });

  it('clips very long texts', () => {
    const [long] = trainingItems([{ id: 'x', question: 'a'.repeat(MAX_EMBEDDED_CHARS * 2) }], []);
    expect(long!.input).toHaveLength(MAX_EMBEDDED_CHARS);
  });
});

describe('diffVectors', () => {
  const before = trainingItems(PAIRS, TOPICS);

  it('embeds everything the first time and nothing when nothing changed', () => {
    expect(diffVectors([], before, 'm1')).toEqual({ embed: before, remove: [], kept: 0 });
    expect(diffVectors(stored(before), before, 'm1')).toEqual({ embed: [], remove: [], kept: before.length });
  });

  it('re-embeds only the passages of the topic that changed', () => {
    const after = trainingItems(PAIRS, [
      TOPICS[0]!,
      { topic: 'Workshop', text: 'The workshop tunes up any bicycle. Repairs take three days.' },
    ]);
    const diff = diffVectors(stored(before), after, 'm1');
    expect(diff.embed.length).toBeGreaterThan(0);
    expect(new Set(diff.embed.map((it) => it.sourceId))).toEqual(new Set(['Workshop']));
    expect(diff.embed.map((it) => it.text).join(' ')).toContain('three days');
    // the changed passage's old vector goes
    expect(diff.remove.every((k) => k.sourceId === 'Workshop')).toBe(true);
    expect(diff.kept).toBe(before.length - diff.remove.length);
  });

  it('removes the vectors of a deleted topic and pair, and of passages past a shortened topic’s end', () => {
    const after = trainingItems([], [{ topic: 'Rentals', text: 'Bikes can be rented by the day.' }]);
    const diff = diffVectors(stored(before), after, 'm1');
    const removed = diff.remove.map((k) => `${k.kind}:${k.sourceId}:${k.position}`);
    expect(removed).toContain('qa:p1:0');
    const workshop = before.filter((it) => it.sourceId === 'Workshop');
    for (const it of workshop) expect(removed).toContain(`passage:Workshop:${it.position}`);
    const rentals = before.filter((it) => it.sourceId === 'Rentals');
    expect(removed.filter((k) => k.startsWith('passage:Rentals')).length).toBe(rentals.length);
    expect(diff.embed).toEqual(after);
  });

  it('embeds everything again for another model', () => {
    const diff = diffVectors(stored(before, 'm0'), before, 'm1');
    expect(diff.embed).toHaveLength(before.length);
    expect(diff.remove).toHaveLength(before.length);
    expect(diff.kept).toBe(0);
  });
});
