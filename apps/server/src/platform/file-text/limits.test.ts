import { OFFICE_LIMITS } from '@muse/contracts';
import { describe, expect, it } from 'vitest';
import { capText } from './cap-text';
import { fileTextMessages, messages } from './errors';
import { MAX_TEXT_CHARS, PARSER_LIMITS } from './limits';

describe('file-text limits', () => {
  it("cuts text at a topic's limit, which the parser process cannot import", () => {
    expect(MAX_TEXT_CHARS).toBe(OFFICE_LIMITS.topicText);
  });

  it('keeps the parser processes small and short-lived', () => {
    expect(PARSER_LIMITS.heapMb).toBeLessThanOrEqual(512);
    expect(PARSER_LIMITS.timeoutMs).toBeLessThanOrEqual(30_000);
  });

  it('names the limit in every refusal', () => {
    expect(fileTextMessages.too_large).toBe('The file is larger than 200,000,000 bytes.');
    expect(messages.tooComplex(512)).toBe(
      'This file is too large or complex to read: it needs more than 512 MB of memory.',
    );
    expect(messages.tooSlow(30_000)).toBe('Reading this file took more than 30 seconds.');
    expect(messages.slowPdfPage(1234)).toBe('Page 1,234 of this PDF took more than 5 seconds to read.');
    expect(messages.docxTooLarge).toBe(
      'This Word document is too large once unpacked: at most 40 MB in all.',
    );
  });
});

describe('capText', () => {
  it('leaves a short text alone', () => {
    expect(capText('Bees.', 10)).toEqual({ text: 'Bees.', truncated: false });
  });

  it('cuts at the last paragraph or line break before the limit', () => {
    expect(capText('Bees dance.\n\nHoney is sweet.', 20)).toEqual({ text: 'Bees dance.', truncated: true });
    expect(capText('Bees dance.\nHoney is sweet.', 20)).toEqual({ text: 'Bees dance.', truncated: true });
  });

  it('cuts mid-text when the last break is in the first half', () => {
    expect(capText('Bees.\n\nHoney is sweet and golden.', 20)).toEqual({
      text: 'Bees.\n\nHoney is swee',
      truncated: true,
    });
  });
});
