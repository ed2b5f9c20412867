import { describe, expect, it } from 'vitest';
import {
  MUSIC_PRO_FEATURES,
  canDownloadTrack,
  canStartSong,
  canUseMusicFeature,
  clampSongLength,
  defaultSongLength,
  effectiveMusicPro,
  isMusicPro,
  lyricsEditGate,
  toMusicProStatus,
} from './music-pro';

describe('music pro (music-and-extras.md §1, §5, §6)', () => {
  it('lists the six features that belong to music pro', () => {
    expect(MUSIC_PRO_FEATURES).toEqual([
      'unlimitedSongs',
      'fullLengthSongs',
      'aiLyrics',
      'presets',
      'parallelGenerations',
      'lyricsEditing',
    ]);
  });

  it.each([
    ['paid', true],
    ['trial', false],
    ['', false],
    [null, false],
    ['gold', false],
  ])('status %j is music pro: %s ("trial" is a non-paid state)', (status, pro) => {
    expect(isMusicPro(status)).toBe(pro);
    for (const feature of MUSIC_PRO_FEATURES) expect(canUseMusicFeature(status, feature)).toBe(pro);
  });

  it('reads unknown values as no membership', () => {
    expect(toMusicProStatus('paid')).toBe('paid');
    expect(toMusicProStatus('trial')).toBe('trial');
    expect(toMusicProStatus(true)).toBe('');
    expect(toMusicProStatus(undefined)).toBe('');
  });

  it('ends a state at its end even before the sweep records it', () => {
    const now = new Date('2026-03-01T00:00:00Z');
    expect(effectiveMusicPro('paid', '2026-03-02T00:00:00Z', now)).toBe('paid');
    expect(effectiveMusicPro('paid', '2026-03-01T00:00:00Z', now)).toBe('');
    expect(effectiveMusicPro('trial', '2026-02-01T00:00:00Z', now)).toBe('');
    expect(effectiveMusicPro('paid', null, now)).toBe('paid');
    expect(effectiveMusicPro('', null, now)).toBe('');
  });

  it('lets non-members make one song at a time and a few a day; members make several at once', () => {
    expect(canStartSong({ status: '', unfinished: 0, createdToday: 0 })).toBe(true);
    expect(canStartSong({ status: '', unfinished: 1, createdToday: 0 })).toBe(false);
    expect(canStartSong({ status: 'trial', unfinished: 0, createdToday: 3 })).toBe(false);
    expect(canStartSong({ status: 'paid', unfinished: 2, createdToday: 500 })).toBe(true);
    expect(canStartSong({ status: 'paid', unfinished: 3, createdToday: 0 })).toBe(false);
  });

  it('makes full-length songs (10 to 300 s) only for members', () => {
    expect(clampSongLength('paid', 240)).toBe(240);
    expect(clampSongLength('paid', 999)).toBe(300);
    expect(defaultSongLength('paid')).toBe(90);
    expect(defaultSongLength('trial')).toBe(30); // a trial is not paid
    expect(defaultSongLength('')).toBe(30);
    expect(clampSongLength('', 240)).toBe(30);
    expect(clampSongLength('trial', 3)).toBe(10);
    expect(clampSongLength('paid', Number.NaN)).toBe(300);
  });

  it('downloads a track if it is public or the user is a member', () => {
    expect(canDownloadTrack({ status: '', isPublic: true })).toBe(true);
    expect(canDownloadTrack({ status: '', isPublic: false })).toBe(false);
    expect(canDownloadTrack({ status: 'trial', isPublic: false })).toBe(false);
    expect(canDownloadTrack({ status: 'paid', isPublic: false })).toBe(true);
  });

  it('opens the membership modal for lyrics edits without music pro', () => {
    expect(lyricsEditGate('paid')).toBe('allowed');
    expect(lyricsEditGate('trial')).toBe('membership');
    expect(lyricsEditGate('')).toBe('membership');
  });
});
