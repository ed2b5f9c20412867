import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cosine, meaningVector, WORD_VECTORS_FILE, wordVectors } from './word-vectors';

describe('wordVectors', () => {
  it('is built at install time', () => {
    expect(existsSync(WORD_VECTORS_FILE)).toBe(true);
  });

  const vectors = wordVectors();

  it('relates words that mean alike more than words that do not', () => {
    expect(vectors).not.toBeNull();
    if (!vectors) return;
    expect(vectors.size).toBeGreaterThan(100_000);
    expect(vectors.similarity('rubbish', 'waste')).toBeGreaterThan(0.5);
    expect(vectors.similarity('pensioners', 'seniors')).toBeGreaterThan(0.35);
    expect(vectors.similarity('rubbish', 'guitar')).toBeLessThan(0.25);
    expect(vectors.similarity('Café', 'cafe')).toBeCloseTo(1, 5);
    expect(vectors.similarity('qwzxv', 'waste')).toBe(0);
  });

  it('gives texts about the same thing closer meanings, once the common direction is taken away', () => {
    if (!vectors) return;
    const sum = (text: string) => vectors.sumVector(text.split(' '))!;
    const texts = ['bins rubbish recycling collection', 'garbage waste collection', 'piano guitar concert'];
    const centre = vectors.commonDirection;
    const [bins, garbage, music] = texts.map((t) => meaningVector(sum(t), centre));
    expect(cosine(bins!, garbage!)).toBeGreaterThan(cosine(bins!, music!));
    expect(vectors.sumVector(['qwzxv'])).toBeNull();
  });

  it('corrects a misspelling to the most frequent word a typo away, and leaves known words alone', () => {
    if (!vectors) return;
    expect(vectors.correction('proffesor')).toBe('professor');
    expect(vectors.correction('recieve')).toBe('receive');
    expect(vectors.correction('acessible')).toBe('accessible');
    expect(vectors.correction('professor')).toBeNull();
    expect(vectors.correction('qwzxvbnm')).toBeNull();
  });
});
