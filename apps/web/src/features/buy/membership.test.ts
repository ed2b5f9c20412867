import { describe, expect, it } from 'vitest';
import {
  MUSIC_PRO_POLL_MAX_TRIES,
  MUSIC_PRO_POLL_MS,
  initialActivation,
  musicProFeatures,
  nextActivation,
} from './membership';

describe('the music membership', () => {
  it('lists the six music pro features of the spec, in order', () => {
    expect(musicProFeatures().map((f) => f.title)).toEqual([
      'Unlimited songs',
      'Full-length songs',
      'AI lyrics',
      'Presets',
      'Parallel generations',
      'Lyrics editing',
    ]);
    expect(musicProFeatures()[1]!.detail).toBe('Songs up to 5 minutes long');
    expect(musicProFeatures()[4]!.detail).toBe('Up to 3 songs at once');
  });

  it('polls every second for at most two minutes', () => {
    expect(MUSIC_PRO_POLL_MS).toBe(1000);
    expect(MUSIC_PRO_POLL_MAX_TRIES).toBe(120);
  });

  it('stops waiting when the membership is paid', () => {
    let s = initialActivation();
    s = nextActivation(s, '');
    s = nextActivation(s, 'trial');
    expect(s).toEqual({ tries: 2, status: 'waiting' });
    s = nextActivation(s, 'paid');
    expect(s).toEqual({ tries: 3, status: 'paid' });
    expect(nextActivation(s, '')).toBe(s);
  });

  it('counts failed reads as tries and gives up after the last one', () => {
    let s = initialActivation();
    s = nextActivation(s, 'error', 3);
    s = nextActivation(s, '', 3);
    expect(s.status).toBe('waiting');
    s = nextActivation(s, 'error', 3);
    expect(s).toEqual({ tries: 3, status: 'gave-up' });
  });
});
