import { describe, expect, it } from 'vitest';
import { speechChunks } from './text-chunks';

describe('speech chunks', () => {
  it('groups whole sentences up to the size and keeps every word', () => {
    const sentence = 'This is one sentence of about fifty characters. ';
    const text = sentence.repeat(20).trim();
    const chunks = speechChunks(text, 'en-US', 200);
    expect(chunks.length).toBeGreaterThan(4);
    for (const chunk of chunks) {
      expect(chunk.length).toBeLessThanOrEqual(200);
      expect(chunk).toMatch(/\.$/);
    }
    expect(chunks.join(' ')).toBe(text);
  });

  it('keeps a short text, and a sentence longer than the size, whole', () => {
    expect(speechChunks('Hello there.', 'en-US')).toEqual(['Hello there.']);
    const long = `${'word '.repeat(120).trim()}.`;
    expect(speechChunks(long, 'en-US', 100)).toEqual([long]);
  });
});
