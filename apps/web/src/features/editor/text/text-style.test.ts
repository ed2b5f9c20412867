import { newTextLayer } from '@muse/domain';
import { describe, expect, it } from 'vitest';
import { backgroundProps, displayedText, konvaFontStyle, textNodeProps } from './text-style';

const layer = () => newTextLayer(1, { width: 1000, height: 800 }, { r: 0, g: 0, b: 0 });

describe('text style', () => {
  it('applies letter case only to what is drawn', () => {
    expect(displayedText({ content: 'hello big world', textTransform: 'capitalize' })).toBe(
      'Hello Big World',
    );
    expect(displayedText({ content: 'Hi', textTransform: 'uppercase' })).toBe('HI');
    expect(displayedText({ content: 'Hi', textTransform: 'lowercase' })).toBe('hi');
    expect(displayedText({ content: 'hI', textTransform: 'none' })).toBe('hI');
  });

  it('writes weight and italic as the canvas font wants them', () => {
    expect(konvaFontStyle({ fontStyle: 'italic', fontWeight: 700 })).toBe('italic 700');
    expect(konvaFontStyle({ fontStyle: 'normal', fontWeight: 'normal' })).toBe('normal');
    expect(konvaFontStyle({ fontStyle: 'normal', fontWeight: 300 })).toBe('300');
  });

  it('draws the default layer white, bold Montserrat 48, without outline, shadow or background', () => {
    const props = textNodeProps(layer());
    expect(props).toMatchObject({
      fill: 'rgba(255,255,255,1)',
      fontFamily: 'Montserrat',
      fontSize: 48,
      fontStyle: '700',
      padding: 2,
      stroke: undefined,
      shadowEnabled: false,
      textDecoration: '',
    });
    expect(backgroundProps(layer())).toBeNull();
  });

  it('draws a background with its alpha and corner radius', () => {
    const l = { ...layer(), backgroundColor: '#FF0000', backgroundAlpha: 0.5, borderRadius: 12 };
    expect(backgroundProps(l)).toEqual({
      width: 300,
      height: 80,
      fill: 'rgba(255,0,0,0.5)',
      cornerRadius: 12,
    });
  });
});
