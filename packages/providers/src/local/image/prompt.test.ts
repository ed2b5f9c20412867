import { describe, expect, it } from 'vitest';
import { readPrompt } from './prompt';

describe('reading a prompt', () => {
  it('finds subjects through plurals and other languages', () => {
    expect([...readPrompt('Mountains and hills by the lakes').subjects]).toEqual([
      'mountains',
      'hills',
      'lake',
    ]);
    expect([...readPrompt('une forêt sous la lune').subjects]).toEqual(['forest', 'moon']);
    expect([...readPrompt('zxq blorp').subjects]).toEqual([]);
  });

  it('reads colours in several languages, in order', () => {
    expect(readPrompt('rojo y azul').colours.map((c) => c.h)).toEqual([0, 215]);
    expect(readPrompt('grun und gelb').colours.map((c) => c.h)).toEqual([100, 52]);
  });

  it('picks the strongest light and notes haze apart', () => {
    expect(readPrompt('a bright night').light).toBe('night');
    expect(readPrompt('misty sunset')).toMatchObject({ light: 'golden', haze: true });
    expect(readPrompt('foggy harbour')).toMatchObject({ light: 'fog', haze: true });
  });

  it('prefers the specific style, and the request field over the prompt', () => {
    expect(readPrompt('an oil painting').style).toBe('oil');
    expect(readPrompt('pixel art painting').style).toBe('pixel');
    expect(readPrompt('an oil painting', ['Watercolor']).style).toBe('watercolor');
    expect(readPrompt('a cat').style).toBeUndefined();
  });
});
