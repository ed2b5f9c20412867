import { detectPromptLanguage } from '@muse/providers';
import { describe, expect, it } from 'vitest';
import { dev, test as heldOut, type LanguageCase } from './prompts';

/** Each case's answer, and the share answered as expected. */
async function measure(cases: LanguageCase[]) {
  const answers = await Promise.all(cases.map((c) => detectPromptLanguage(c.text)));
  const misses = cases
    .map((c, i) => ({ ...c, got: answers[i]! }))
    .filter((c) => c.got !== c.expected)
    .map(
      (c) => `${JSON.stringify(c.text)}: expected ${c.expected}, got ${c.got}${c.note ? ` (${c.note})` : ''}`,
    );
  return { accuracy: (cases.length - misses.length) / cases.length, misses };
}

describe('prompt-language detection (bench/prompt-language/prompts.ts)', () => {
  it('is right on the held-out test half, and says where it misses', async () => {
    const result = await measure(heldOut);
    console.log(
      `prompt language, test half: ${(result.accuracy * 100).toFixed(1)}% of ${heldOut.length}` +
        (result.misses.length ? `; misses:\n  ${result.misses.join('\n  ')}` : ''),
    );
    // The floor sits below the measured figure (100% when written; `npm run bench prompt-language`): it
    // catches a detector or rule change that makes things worse, not a single case moving.
    expect(result.accuracy).toBeGreaterThanOrEqual(0.85);
  });

  it('keeps the development half it was tuned on', async () => {
    const result = await measure(dev);
    expect(result.misses.length, result.misses.join('\n')).toBeLessThanOrEqual(2);
  });
});
