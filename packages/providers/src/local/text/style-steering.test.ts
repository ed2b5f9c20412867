import { describe, expect, it } from 'vitest';
import { steeringFromTags } from './style-steering';

describe('steeringFromTags', () => {
  it('reads a colour phrase as its palette, not as a mood', () => {
    const warm = steeringFromTags(['warm tones']);
    expect(warm.palettes.map((p) => p.tag)).toEqual(['warm']);
    expect(warm.moods).toEqual([]);
    expect(steeringFromTags(['cool colours']).palettes.map((p) => p.tag)).toEqual(['cool']);
    expect(steeringFromTags(['pastel palette']).palettes.map((p) => p.tag)).toEqual(['pastel']);
  });

  it('reads a painter’s or a period’s style as the style it is', () => {
    expect(steeringFromTags(['van gogh style']).styles.map((s) => s.id)).toEqual(['impressionist']);
    expect(steeringFromTags(['Renaissance painting']).styles.map((s) => s.id)).toEqual(['oil painting']);
    expect(steeringFromTags(['in the style of Klimt']).styles.map((s) => s.id)).toEqual(['art nouveau']);
  });

  it('knows a pencil sketch as a drawing, and keeps an unknown tag as flavour', () => {
    expect(steeringFromTags(['pencil sketch']).styles.map((s) => s.id)).toEqual(['charcoal']);
    expect(steeringFromTags(['dark academia']).flavours).toEqual(['dark academia']);
  });
});
