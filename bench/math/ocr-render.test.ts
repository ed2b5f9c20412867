import { createProviderRegistry, type OcrEngine } from '@muse/providers';
import { afterAll, describe, expect, it } from 'vitest';
import { cleanOcrText } from '@muse/math';
import { sameProblemKey } from './ocr-bench';
import { renderOcrCase } from './ocr-render';
import { OCR_CASES } from './ocr-set';

// Offline end to end: rendered pictures read by the local engine (tesseract.js with data from npm) and cleaned.
const engine = createProviderRegistry({}).require('ocr') as OcrEngine & { close?: () => Promise<void> };
afterAll(() => engine.close?.());

describe('OCR of rendered problems', () => {
  it('draws a case as a PNG', () => {
    const png = renderOcrCase(OCR_CASES[0]!);
    expect(png.subarray(1, 4).toString()).toBe('PNG');
  });

  it.each(['ocr-001', 'ocr-033', 'ocr-009'])(
    'reads %s back as the same problem',
    async (id) => {
      const c = OCR_CASES.find((x) => x.id === id)!;
      const { text, usage } = await engine.recognize({ image: renderOcrCase(c) });
      expect(sameProblemKey(cleanOcrText(text))).toBe(sameProblemKey(c.expected));
      expect(usage.images).toBe(1);
    },
    20_000,
  );

  it('refuses a file that is not a picture', async () => {
    await expect(engine.recognize({ image: Buffer.from('not a picture') })).rejects.toMatchObject({
      code: 'bad_request',
    });
  });
});
