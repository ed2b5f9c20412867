import { describe, expect, it } from 'vitest';
import { browserFamily, profileBody, storeBody, type ProfileEnvironment } from './profile-report';

const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const env: ProfileEnvironment = {
  timeZone: 'Europe/Paris',
  language: 'fr-FR',
  userAgent: CHROME,
  pathname: '/music',
  nativeStore: null,
};

describe('the profile a page reports (POST /offices/updateProfile)', () => {
  it("sends the zone and language, and on the generator page the browser and the viewer's picture", () => {
    expect(profileBody(env)).toEqual({ zoneinfo: 'Europe/Paris', locale: 'fr-FR' });
    expect(profileBody({ ...env, pathname: '/images' })).toEqual({
      zoneinfo: 'Europe/Paris',
      locale: 'fr-FR',
      browser: 'Chrome',
    });
    expect(profileBody({ ...env, pathname: '/images/sunset%20sky.png' })).toMatchObject({
      browser: 'Chrome',
      imageRef: 'sunset sky.png',
    });
  });

  it('never sends a store with the profile: a store replaces the store info the server keeps', () => {
    const nativeStore = { store: 'msstore', storeInfo: { market: 'US' } };
    expect(profileBody({ ...env, pathname: '/images', nativeStore })).not.toHaveProperty('store');
  });

  it('sends the store and its details in the app', () => {
    const nativeStore = { store: 'msstore', storeInfo: { market: 'US' } };
    expect(storeBody({ ...env, nativeStore })).toEqual({
      zoneinfo: 'Europe/Paris',
      locale: 'fr-FR',
      store: 'msstore',
      storeInfo: { market: 'US' },
    });
    expect(storeBody({ ...env, nativeStore: { store: 'ios' } })).toEqual({
      zoneinfo: 'Europe/Paris',
      locale: 'fr-FR',
      store: 'ios',
    });
    expect(storeBody(env)).toBeNull();
  });

  it('sends nothing when the browser cannot say its zone or language', () => {
    expect(profileBody({ ...env, timeZone: undefined })).toBeNull();
    expect(profileBody({ ...env, language: '' })).toBeNull();
    expect(storeBody({ ...env, nativeStore: { store: 'ios' }, timeZone: '' })).toBeNull();
  });

  it('names browser families, not versions', () => {
    expect(browserFamily(CHROME)).toBe('Chrome');
    expect(browserFamily(CHROME.replace('Chrome/', 'HeadlessChrome/'))).toBe('Chrome');
    expect(browserFamily(`${CHROME} Edg/131.0.0.0`)).toBe('Edge');
    expect(browserFamily('Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0')).toBe(
      'Firefox',
    );
    expect(
      browserFamily(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari');
    expect(browserFamily(`${CHROME} MuseApp/2.4`)).toBe('Muse app');
    expect(browserFamily('curl/8.0')).toBe('Other');
  });
});
