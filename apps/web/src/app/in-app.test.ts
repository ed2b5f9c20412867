import { describe, expect, it } from 'vitest';
import { isInApp, isMicrosoftStoreApp } from './in-app';

const browserAgent =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';

describe('isInApp', () => {
  it('is false in a plain browser', () => {
    expect(isInApp({ userAgent: browserAgent })).toBe(false);
    expect(isInApp({})).toBe(false);
  });

  it('is true when the wrapper injected its bridge object', () => {
    expect(isInApp({ museNative: { share: () => undefined }, userAgent: browserAgent })).toBe(true);
    expect(isInApp({ museNative: () => undefined })).toBe(true);
  });

  it('ignores a bridge that is not an object', () => {
    expect(isInApp({ museNative: null })).toBe(false);
    expect(isInApp({ museNative: 'yes' })).toBe(false);
    expect(isInApp({ museNative: true })).toBe(false);
  });

  it('is true when the web view says MuseApp/ in its user agent', () => {
    expect(isInApp({ userAgent: `${browserAgent} MuseApp/2.4.1` })).toBe(true);
    expect(isInApp({ userAgent: `${browserAgent} museapp/2.4.1` })).toBe(false);
  });
});

describe('isMicrosoftStoreApp', () => {
  it('is true only for a bridge that says its store is msstore', () => {
    expect(isMicrosoftStoreApp({ museNative: { store: 'msstore' } })).toBe(true);
    expect(isMicrosoftStoreApp({ museNative: { store: { name: 'msstore', market: 'US' } } })).toBe(true);
    expect(isMicrosoftStoreApp({ museNative: { store: 'android' } })).toBe(false);
    expect(isMicrosoftStoreApp({ museNative: null })).toBe(false);
    expect(isMicrosoftStoreApp({ userAgent: 'MuseApp/2.4.1' })).toBe(false);
  });
});
