import { BASIC_TOOLS, EDITOR_AI_TOOLS } from '@muse/domain';
import { describe, expect, it } from 'vitest';
import { AI_TOOL_INFO, ALL_TOOL_INFO, priceText } from './tools';

describe('the tool rail', () => {
  it('lists every tool of the spec once, basic tools first', () => {
    expect(ALL_TOOL_INFO.map((t) => t.tool)).toEqual([...BASIC_TOOLS, ...EDITOR_AI_TOOLS]);
  });

  it('prices the AI tools by the spec (expand depends on its size)', () => {
    const price = Object.fromEntries(AI_TOOL_INFO.map((t) => [t.tool, t.price]));
    expect(price).toMatchObject({
      gptimage1: 8,
      gptimage1pro: 20,
      gptimage1mini: 1,
      gemini25: 4,
      kontext: 1,
      rembg: 1,
      inpaint2: 1,
      fluxdevcanny: 1,
      'outpaint-model2': 'by size',
    });
  });

  it('says prices in words', () => {
    expect(priceText(1)).toBe('1 credit');
    expect(priceText(8)).toBe('8 credits');
    expect(priceText('by size')).toBe('Credits by size');
    expect(priceText(null)).toBeNull();
  });
});
