import type { TextEngine } from '@muse/providers';
import { describe, expect, it } from 'vitest';
import { PromptTranslator, readTranslation, translatedFrom, translationNoteOf } from './prompt-translator';

const quiet = { warn: () => {} };
/** A text engine that answers `reply` (or throws it) and counts its calls. */
function engine(reply: string | Error) {
  const calls: string[] = [];
  const text = {
    id: 'fake',
    kind: 'hosted',
    capability: 'text',
    complete: async (req: { messages: { content: string }[] }) => {
      calls.push(req.messages[0]!.content);
      if (reply instanceof Error) throw reply;
      return { text: reply, usage: {} };
    },
  } as unknown as TextEngine;
  return { calls, providers: { engine: () => text } as never };
}

describe('PromptTranslator', () => {
  it('uses the words as written without a hosted text engine, and the note says so plainly', async () => {
    const translator = new PromptTranslator({
      providers: { engine: () => undefined } as never,
      logger: quiet,
    });
    const result = await translator.toEnglish({ description: 'ein roter Fuchs im Schnee' });
    expect(result).toMatchObject({ language: 'de', outcome: 'no-service' });
    expect(result.used).toEqual({ description: 'ein roter Fuchs im Schnee' });
    expect(translationNoteOf(result)).toMatch(
      /^The prompt \(German\) was used as written: no translation service/,
    );
  });

  it('asks nothing for English or very short words', async () => {
    const fake = engine('never');
    const translator = new PromptTranslator({ providers: fake.providers, logger: quiet });
    expect((await translator.toEnglish({ description: 'a red fox in the snow' })).outcome).toBe('english');
    expect((await translator.toEnglish({ description: 'Hund 🐶' })).outcome).toBe('english');
    expect(fake.calls).toEqual([]);
  });

  it('translates each field, dropping quotes the model added', async () => {
    const fake = engine('"a black cat"');
    const translator = new PromptTranslator({ providers: fake.providers, logger: quiet });
    const result = await translator.toEnglish({ keywords: 'un chat noir sur un toit', name: '' });
    expect(result).toMatchObject({
      language: 'fr',
      outcome: 'translated',
      used: { keywords: 'a black cat' },
    });
    expect(fake.calls).toEqual(['un chat noir sur un toit']);
  });

  it('falls back to the words as written when the engine fails or answers nothing', async () => {
    for (const reply of [new Error('down'), '  ']) {
      const translator = new PromptTranslator({ providers: engine(reply).providers, logger: quiet });
      const result = await translator.toEnglish({ description: 'un perro jugando en la playa' });
      expect(result).toMatchObject({
        outcome: 'failed',
        used: { description: 'un perro jugando en la playa' },
      });
    }
  });

  it('knows a stored translation by the words it was made from', async () => {
    const translator = new PromptTranslator({ providers: engine('a dog').providers, logger: quiet });
    const made = readTranslation(
      JSON.stringify(await translator.toEnglish({ description: 'un perro en la playa' })),
    );
    expect(translatedFrom(made, { description: 'un perro en la playa' })).toBe(true);
    expect(translatedFrom(made, { description: 'un gato en la playa' })).toBe(false);
    expect(readTranslation('not json')).toBeNull();
  });
});
