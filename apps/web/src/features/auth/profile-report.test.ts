import { describe, expect, it } from 'vitest';
import { browserFamily, profileReport, type ProfileEnvironment } from './profile-report';

const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const env: ProfileEnvironment = {
  timeZone: 'Europe/Paris',
  language: 'fr-FR',
  userAgent: CHROME,
  pathname: '/music',
  nativeStore: null,
};
const asks = { updateProfile: true, updateStoreInfo: false };

describe('the profile a page reports (POST /offices/updateProfile)', () => {
  it('sends nothing when the session asks for nothing', () => {
    expect(profileReport({ updateProfile: false, updateStoreInfo: false }, env)).toBeNull();
    // Store info is asked for, but this page is no app page: nothing to say.
    expect(profileReport({ updateProfile: false, updateStoreInfo: true }, env)).toBeNull();
  });

  it("sends the zone and language, and on the generator page the browser and the viewer's picture", () => {
    expect(profileReport(asks, env)).toEqual({ zoneinfo: 'Europe/Paris', locale: 'fr-FR' });
    expect(profileReport(asks, { ...env, pathname: '/images' })).toEqual({
      zoneinfo: 'Europe/Paris',
      locale: 'fr-FR',
      browser: 'Chrome',
    });
    expect(profileReport(asks, { ...env, pathname: '/images/sunset%20sky.png' })).toMatchObject({
      browser: 'Chrome',
      imageRef: 'sunset sky.png',
    });
  });

  it('sends the store and its details in the app when the server lacks them', () => {
    const nativeStore = { store: 'msstore', storeInfo: { market: 'US' } };
    expect(
      profileReport(
        { updateProfile: false, updateStoreInfo: true },
        { ...env, pathname: '/images', nativeStore },
      ),
    ).toEqual({ zoneinfo: 'Europe/Paris', locale: 'fr-FR', store: 'msstore', storeInfo: { market: 'US' } });
    // The server has this store's info: the profile alone, never a store that would replace its details.
    expect(profileReport(asks, { ...env, nativeStore })).toEqual({
      zoneinfo: 'Europe/Paris',
      locale: 'fr-FR',
    });
  });

  it('sends nothing when the browser cannot say its zone or language', () => {
    expect(profileReport(asks, { ...env, timeZone: undefined })).toBeNull();
    expect(profileReport(asks, { ...env, language: '' })).toBeNull();
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
