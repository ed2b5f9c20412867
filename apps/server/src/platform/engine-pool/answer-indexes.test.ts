import { describe, expect, it } from 'vitest';
import { AnswerIndexCache } from './answer-indexes';

const training = (word: string, size = 1) => ({
  qa: [{ id: word, question: `What is ${word}?`, answer: `${word} is a thing.`.padEnd(size, '.') }],
  passages: [],
});

describe('AnswerIndexCache', () => {
  it('keeps an index per office until its training changes', async () => {
    const cache = new AnswerIndexCache();
    await cache.build('o1', 't1', training('rental'));
    expect((await cache.get('o1', 't1')?.answer('What is rental?'))?.source).toEqual({
      kind: 'qa',
      id: 'rental',
    });
    expect(cache.get('o1', 't2')).toBeUndefined();
    expect(cache.get('o2', 't1')).toBeUndefined();
  });

  it('drops the least recently used office beyond its count', async () => {
    const cache = new AnswerIndexCache({ indexes: 2, chars: 1e9 });
    await cache.build('a', 't', training('alpha'));
    await cache.build('b', 't', training('beta'));
    cache.get('a', 't');
    await cache.build('c', 't', training('gamma'));
    expect(cache.get('b', 't')).toBeUndefined();
    expect(cache.get('a', 't')).toBeDefined();
    expect(cache.get('c', 't')).toBeDefined();
  });

  it('drops offices beyond its text budget, but always keeps the newest', async () => {
    const cache = new AnswerIndexCache({ indexes: 20, chars: 1000 });
    await cache.build('a', 't', training('alpha', 600));
    await cache.build('b', 't', training('beta', 600));
    expect(cache.size).toBe(1);
    expect(cache.get('b', 't')).toBeDefined();
    await cache.build('huge', 't', training('huge', 5000));
    expect(cache.size).toBe(1);
    expect(cache.get('huge', 't')).toBeDefined();
  });

  it('rebuilds an office from its previous index, reading only the topics that changed', async () => {
    const cache = new AnswerIndexCache();
    const topics = (price: string) => ({
      qa: [],
      passages: [
        { id: 'a', topic: 'Hours', text: 'We open at nine.' },
        { id: 'b', topic: 'Prices', text: `A bike costs ${price} pounds a day.` },
      ],
    });
    expect((await cache.build('o1', 't1', topics('12'))).topics.prepared).toBe(2);
    const rebuilt = await cache.build('o1', 't2', topics('15'));
    expect(rebuilt.topics.prepared).toBe(1);
    expect((await rebuilt.answer('how much is a bike')).answer).toContain('15 pounds');
    expect((await cache.build('o2', 't1', topics('15'))).topics.prepared).toBe(2);
  });
});
