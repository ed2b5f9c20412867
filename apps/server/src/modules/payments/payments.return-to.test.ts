import { describe, expect, it } from 'vitest';
import { DEFAULT_RETURN_TO, returnPath, safeReturnTo } from './payments.return-to';

describe('checkout return addresses', () => {
  it('keeps paths of this site and drops fragments', () => {
    expect(safeReturnTo(undefined)).toBe(DEFAULT_RETURN_TO);
    expect(safeReturnTo('  ')).toBe(DEFAULT_RETURN_TO);
    expect(safeReturnTo('/music')).toBe('/music');
    expect(safeReturnTo('/images?x=1#top')).toBe('/images?x=1');
    expect(safeReturnTo('/a/../credits')).toBe('/credits');
  });

  it('refuses anything that could leave the site, and the API', () => {
    for (const bad of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example/',
      'evil',
      '/\tx',
      '/api/payments/checkout',
      'javascript:alert(1)',
    ]) {
      expect(() => safeReturnTo(bad), bad).toThrow(/returnTo/);
    }
  });

  it('adds the order to the return path', () => {
    expect(returnPath('/credits', 'abc')).toBe('/credits?order=abc');
    expect(returnPath('/music?tab=mine', 'abc')).toBe('/music?tab=mine&order=abc');
    expect(returnPath('/credits?order=old', 'new')).toBe('/credits?order=new');
  });
});
