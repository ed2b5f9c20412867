import { describe, expect, it } from 'vitest';
import {
  canonicalLocale,
  canonicalTimeZone,
  currentStreak,
  dayKeyIn,
  isStoreName,
  needsProfile,
  needsStoreInfo,
} from './index';

describe('profile (music-and-extras.md: POST /offices/updateProfile {zoneinfo, locale})', () => {
  it('takes IANA zone names the runtime knows, in their canonical spelling', () => {
    expect(canonicalTimeZone('Europe/Paris')).toBe('Europe/Paris');
    expect(canonicalTimeZone('europe/paris')).toBe('Europe/Paris');
    expect(canonicalTimeZone('UTC')).toBe('UTC');
  });

  it('refuses offsets, unknown zones, empty and overlong names', () => {
    for (const bad of ['+01:00', 'Mars/Olympus_Mons', '', 'Europe/Paris; DROP', 'A/'.repeat(40), '../etc'])
      expect(canonicalTimeZone(bad)).toBeNull();
  });

  it('takes BCP 47 language tags in their canonical form and refuses others', () => {
    expect(canonicalLocale('en-us')).toBe('en-US');
    expect(canonicalLocale('pt-BR')).toBe('pt-BR');
    expect(canonicalLocale('zh-Hant-TW')).toBe('zh-Hant-TW');
    for (const bad of ['', 'not a locale', 'en_US', 'x'.repeat(40), 'en--US'])
      expect(canonicalLocale(bad)).toBeNull();
  });

  it('names stores with letters, digits, dots, dashes and underscores', () => {
    expect(isStoreName('msstore')).toBe(true);
    expect(isStoreName('com.apple.appstore')).toBe(true);
    expect(isStoreName('')).toBe(false);
    expect(isStoreName('ms store')).toBe(false);
    expect(isStoreName('x'.repeat(41))).toBe(false);
  });

  it('asks for the profile while the zone or the language is unknown', () => {
    expect(needsProfile({ zoneinfo: null, locale: null, store: null })).toBe(true);
    expect(needsProfile({ zoneinfo: 'Europe/Paris', locale: null, store: null })).toBe(true);
    expect(needsProfile({ zoneinfo: 'Europe/Paris', locale: 'fr-FR', store: null })).toBe(false);
  });

  it("asks for store info only in the app, until the server has that store's", () => {
    const known = { zoneinfo: null, locale: null, store: 'msstore' };
    expect(needsStoreInfo({ ...known, store: null }, null)).toBe(false);
    expect(needsStoreInfo({ ...known, store: null }, 'msstore')).toBe(true);
    expect(needsStoreInfo(known, 'msstore')).toBe(false);
    expect(needsStoreInfo(known, 'android')).toBe(true);
  });
});

describe('streak days in the user time zone', () => {
  const at = new Date('2026-12-01T23:30:00Z');

  it('is the UTC day without a zone', () => {
    expect(dayKeyIn(at, null)).toBe('2026-12-01');
    expect(dayKeyIn(at, 'UTC')).toBe('2026-12-01');
  });

  it("is the zone's calendar day", () => {
    expect(dayKeyIn(at, 'Europe/Paris')).toBe('2026-12-02');
    expect(dayKeyIn(at, 'America/New_York')).toBe('2026-12-01');
    expect(dayKeyIn(new Date('2026-12-01T02:00:00Z'), 'America/Los_Angeles')).toBe('2026-11-30');
    expect(dayKeyIn(new Date('2026-12-31T11:00:00Z'), 'Pacific/Kiritimati')).toBe('2027-01-01');
  });

  it('falls back to the UTC day for a zone the runtime does not know', () => {
    expect(dayKeyIn(at, 'Mars/Olympus_Mons')).toBe('2026-12-01');
  });

  it('keeps a streak whole when the zone moves a day ahead of days already recorded', () => {
    // Recorded in UTC up to Dec 1; the user sets Paris late on Dec 1 (UTC), which is Dec 2 there.
    const days = ['2026-11-29', '2026-11-30', '2026-12-01'];
    const today = dayKeyIn(at, 'Europe/Paris');
    expect(currentStreak(days, today)).toBe(3);
    expect(currentStreak([...days, today], today)).toBe(4);
    // A zone behind UTC may make today a day already recorded ahead: the streak still counts back from today.
    expect(currentStreak([...days, '2026-12-02'], '2026-12-01')).toBe(3);
  });
});
