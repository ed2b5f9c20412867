import { describe, expect, it } from 'vitest';
import { isHeading, readBlocks } from './blocks';
import { cutPassages } from './passages';

const guide = `Museum Guide

Tickets and prices

- Adult ticket: 16 euros.
- Children under 18: free.

Entry is free on the first Sunday of every month. Tickets bought online are valid for three months.

Frequently asked questions

How long does a visit take?
Most visitors spend two to three hours.

Can I leave and come back? Yes, keep your ticket. Re-entry is allowed on the same day only.

4. Water pressure

If the pressure falls, the boiler stops. To top it up:

1. Switch the boiler off.
2. Open both valves slowly.`;

describe('readBlocks', () => {
  const blocks = readBlocks(guide);

  it('tells headings from sentences', () => {
    expect(isHeading('Tickets and prices')).toBe(true);
    expect(isHeading('## Pricing')).toBe(true);
    expect(isHeading('4. Water pressure')).toBe(true);
    expect(isHeading('Adult ticket: 16 euros.')).toBe(false);
    expect(isHeading('- Adult ticket')).toBe(false);
  });

  it('makes each list item a block under its heading, never glued to the heading', () => {
    const items = blocks.filter((b) => b.kind === 'item');
    expect(items.map((b) => b.sentences.join(' '))).toEqual([
      'Adult ticket: 16 euros.',
      'Children under 18: free.',
    ]);
    expect(items.every((b) => b.context === 'Tickets and prices')).toBe(true);
  });

  it('keeps a FAQ question as the context of its answer, on its own line or leading a paragraph', () => {
    const faqs = blocks.filter((b) => b.kind === 'faq');
    expect(faqs).toHaveLength(2);
    expect(faqs[0]).toMatchObject({
      context: 'Frequently asked questions — How long does a visit take?',
      sentences: ['Most visitors spend two to three hours.'],
    });
    expect(faqs[1]?.context).toContain('Can I leave and come back?');
    expect(faqs[1]?.sentences[0]).toBe('Yes, keep your ticket.');
  });

  it('keeps numbered steps together, introduced by the line before them', () => {
    const steps = blocks.find((b) => b.kind === 'steps');
    expect(steps?.sentences).toEqual(['Switch the boiler off.', 'Open both valves slowly.']);
    expect(steps?.context).toBe('Water pressure — If the pressure falls, the boiler stops. To top it up:');
  });
});

describe('cutPassages', () => {
  it('answers a short block whole whichever window was found, and keeps windows inside their block', () => {
    const text = 'One. Two. Three.\n\nFour five six. Seven eight. Nine ten. Eleven. Twelve.';
    const passages = cutPassages([{ id: 't', topic: 'Numbers', text }]);
    expect(passages.map((p) => p.text)).toEqual([
      'One. Two.',
      'Two. Three.',
      'Four five six. Seven eight.',
      'Seven eight. Nine ten.',
      'Nine ten. Eleven.',
      'Eleven. Twelve.',
    ]);
    expect(passages[1]?.answer).toBe('One. Two. Three.');
    expect(passages[2]?.answer).toBe('Four five six. Seven eight.');
    expect(passages.map((p) => p.key)).toEqual([0, 1, 2, 3, 4, 5]);
  });
});
