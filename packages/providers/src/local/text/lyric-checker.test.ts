import { describe, expect, it } from 'vitest';
import { checkLyricLine, checkLyrics, pointOfViewOf, pointOfViewsIn } from './lyric-checker';

const kinds = (lines: string[], options = {}) => checkLyrics(lines, options).map((p) => p.kind);

describe('lyric checker', () => {
  it('finds a line at another hour than the song’s subject', () => {
    const problems = checkLyrics(['Our hearts are burning until the dawn'], { subject: 'midnight drive' });
    expect(problems).toEqual([
      { kind: 'time', line: 'Our hearts are burning until the dawn', words: ['dawn', 'midnight'] },
    ]);
    expect(kinds(['We were dancing every night'], { subject: 'coffee in the morning' })).toEqual(['time']);
    expect(kinds(['We were dancing every night'], { subject: 'saturday night' })).toEqual([]);
  });

  it('finds a line at two hours at once, and a season against the subject’s', () => {
    expect(kinds(['Late at night, the morning came up new'])).toEqual(['time']);
    expect(kinds(['I was dancing under summer skies'], { subject: 'winter morning' })).toEqual(['season']);
    expect(kinds(['In the spring we were young'], { subject: 'spring rain' })).toEqual([]);
  });

  it('finds heat out of the subject’s season, and heat against cold', () => {
    expect(kinds(['We were waiting in the heat'], { subject: 'autumn leaves' })).toEqual(['temperature']);
    expect(kinds(['The sweltering streets were calling me'], { subject: 'winter night' })).toEqual([
      'temperature',
    ]);
    expect(kinds(['We were waiting in the heat'], { subject: 'summer love' })).toEqual([]);
    expect(kinds(['We were waiting in the heat'], { subject: 'frozen lake' })).toEqual(['temperature']);
    expect(kinds(['We were walking on the beach'], { subject: 'autumn leaves' })).toEqual([]);
  });

  it('leaves weather alone: a song may go from sun to rain', () => {
    expect(kinds(['We were dancing in the sun', 'We were walking in the rain'])).toEqual([]);
  });

  it('holds every line to one point of view; “you” and “you and I” belong to both', () => {
    const song = ['We were dancing by the sea', 'I remember the small town', 'We were young and wild'];
    expect(checkLyrics(song).map((p) => [p.kind, p.line, p.words])).toEqual([
      ['point of view', 'I remember the small town', ['i']],
    ]);
    expect(kinds(['You and I were floating away', 'We kept on singing out loud'])).toEqual([]);
    expect(kinds(['You told me not to cry', 'Let’s get lost in the rain'], { pointOfView: 'I' })).toEqual([]);
    expect(kinds(['The night belongs to me'], { pointOfView: 'we' })).toEqual(['point of view']);
  });

  it('finds lines under four words', () => {
    expect(checkLyricLine('Cold wind blows').map((p) => p.kind)).toEqual(['short']);
    expect(checkLyricLine('Cold wind blows tonight')).toEqual([]);
  });

  it('tells which voice lines take', () => {
    expect(pointOfViewsIn('I’m dreaming of our home')).toEqual(['I', 'we']);
    expect(pointOfViewsIn('You and me in the rain')).toEqual([]);
    expect(pointOfViewOf(['We were young', 'I was there', 'Our hearts are free'])).toBe('we');
    expect(pointOfViewOf(['The rain is falling down'])).toBeNull();
  });
});
