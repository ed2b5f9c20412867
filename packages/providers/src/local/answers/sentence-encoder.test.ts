import { describe, expect, it } from 'vitest';
import { DIMENSIONS, encodeSentences } from './sentence-encoder';
import { cosine } from './word-vectors';

describe('encodeSentences (Universal Sentence Encoder, shipped with its weights)', () => {
  it('puts a question nearer the text that answers it than texts about other things', async () => {
    const [question, emergency, parking, hours] = await encodeSentences([
      'I have terrible toothache right now, what do I do',
      'What should I do in a dental emergency? Call the practice at 8:00.',
      'Is there parking? The nearest pay-and-display is on Elm Road.',
      'What are your opening hours? Monday to Friday 8:00–18:00.',
    ]);
    const near = cosine(question!, emergency!);
    expect(near).toBeGreaterThan(0.4);
    expect(near).toBeGreaterThan(cosine(question!, parking!) + 0.2);
    expect(near).toBeGreaterThan(cosine(question!, hours!) + 0.2);
  });

  it('gives unit vectors, remembers texts by their words, and a zero vector for a blank text', async () => {
    const [a, b, blank] = await encodeSentences(['where do I park', '  where do I   park ', '   ']);
    expect(a).toHaveLength(DIMENSIONS);
    expect(cosine(a!, a!)).toBeCloseTo(1, 5);
    expect(b).toBe(a);
    expect(blank!.every((v) => v === 0)).toBe(true);
  });
});
