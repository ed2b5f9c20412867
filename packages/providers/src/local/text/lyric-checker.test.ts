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

  it('finds a feeling against the song’s mood tag, named as an option or in other words', () => {
    expect(kinds(['And everything is good'], { tags: ['Jazz', 'Melancholic'] })).toEqual(['mood']);
    expect(kinds(['Tonight I feel so good'], { tags: ['Country', 'Sad'] })).toEqual(['mood']);
    expect(kinds(['The quiet harbor made me feel so wild'], { tags: ['Folk', 'Calm'] })).toEqual(['mood']);
    expect(kinds(['Oh, can’t you see, you make me feel blue'], { tags: ['Dance', 'Happy'] })).toEqual([
      'mood',
    ]);
    expect(kinds(['Rain, I was born to catch fire'], { mood: 'sad' })).toEqual(['mood']);
    // (A love line with no love in the subject is wrong too.)
    expect(kinds(['After all those years, my love was wild'], { tags: ['Indie', 'Sad'] })).toContain('mood');
    // "Warm" alone reads as a gentle song: no fire in it.
    expect(kinds(['Oh, we’re burning with desire'], { tags: ['Country', 'Warm'] })).toContain('mood');
    // Weather is no feeling, a feeling the mood allows is none to find, and "young and wild" is nostalgic.
    expect(kinds(['The morning came up cold'], { tags: ['Happy'] })).toEqual([]);
    expect(kinds(['Tonight I feel so good'], { tags: ['Happy'] })).toEqual([]);
    expect(kinds(['We were young and wild'], { tags: ['Nostalgic'] })).toEqual([]);
  });

  it('finds two feelings of one song that cannot both be true, the later line at fault', () => {
    const song = ['The ride home made us feel so glad', 'The ride home made us feel so sad'];
    expect(checkLyrics(song).map((p) => [p.kind, p.line])).toEqual([['mood', song[1]]]);
    expect(kinds(['Oh, second chance, I’m awake', 'Let’s keep on moving in a daze'])).toEqual(['mood']);
  });

  it('finds heat against cold and hours against the subject across the lines of a song', () => {
    expect(kinds(['We were burning like a star', 'We were young and we were cold'])).toContain('temperature');
    expect(kinds(['Oh, we’re burning like the stars above'], { subject: 'snowfall' })).toContain(
      'temperature',
    );
    expect(
      kinds(['The starlight made me feel so awake', 'I was drifting into the sun'], { subject: 'starlight' }),
    ).toContain('time');
    const only = (lines: string[], options: object) => [...new Set(kinds(lines, options))];
    expect(only(['We come alive beneath the moon'], { subject: 'sunday afternoon' })).toEqual(['time']);
    expect(only(['We were singing in the dew'], { subject: 'neon nights' })).toEqual(['time']);
    expect(only(['I come alive in the snow'], { subject: 'wildflowers' })).toEqual(['season']);
    // A fire one sits by warms a winter night.
    expect(kinds(['We were singing by the fire'], { subject: 'winter night' })).toEqual([]);
  });

  it('holds the subject’s sky in every line, but not the user’s own words against each other', () => {
    expect(kinds(['The stars were shining down on me'], { subject: 'rain in the city' })).toEqual([
      'weather',
    ]);
    expect(kinds(['I was dancing in the sun'], { subject: 'stormy weather' })).toEqual(['weather']);
    expect(kinds(['Rain, take me home'], { subject: 'rain, moon' })).toEqual([]);
  });

  it('keeps "you" one person: "just you and me" and then "we would hold you close" cannot both be', () => {
    const song = ['Just you and me in the gloom', 'We would hold you close for a while'];
    // (A love song: "just you and me" is a love line, for no other song.)
    expect(checkLyrics(song, { tags: ['Romantic'] }).map((p) => [p.kind, p.line])).toEqual([
      ['point of view', song[1]],
    ]);
    expect(kinds(['You and I were floating along', 'We kept on singing out loud'])).toEqual([]);
  });
  it('finds cold in a summer song and shade at night', () => {
    expect(kinds(['I used to wander in the cold'], { subject: 'the last summer before college' })).toEqual([
      'season',
    ]);
    expect(kinds(['I was standing in the shade'], { subject: 'tokyo at 2am' })).toEqual(['time']);
  });

  it('finds party lines in a sad song, love lines where no love is, grown-up lines for children', () => {
    const sad = { subject: 'hospital waiting room', tags: ['Indie', 'Sad'] };
    expect(kinds(['Here’s to the hospital waiting room'], sad)).toEqual(['mood']);
    expect(kinds(['Phone calls, I’m dancing all night'], { tags: ['Melancholic'] })).toEqual(['mood']);
    expect(
      kinds(['We were dancing in the kitchen'], { subject: 'dancing in the kitchen', tags: ['Sad'] }),
    ).toEqual([]);
    expect(kinds(['Oh, darling, let’s get lost by the fire'], { subject: 'my fathers hands' })).toEqual([
      'romance',
    ]);
    expect(kinds(['Oh, darling, let’s get lost by the fire'], { subject: 'wedding day' })).toEqual([]);
    expect(kinds(['We remember feeling high'], { subject: 'my cat', tags: ['Children'] })).toEqual([
      'children',
    ]);
  });

  it('keeps an indoor subject indoors', () => {
    expect(kinds(['We sat together in the sand'], { subject: 'hospital waiting room' })).toEqual(['setting']);
    expect(
      kinds(['Let’s keep on moving like the ocean'], { subject: 'a rainy afternoon in a bookshop' }),
    ).toEqual(['setting']);
    expect(kinds(['We sat together in the sand'], { subject: 'desert highway' })).toEqual([]);
  });

  it('finds one singer doing what takes two', () => {
    expect(kinds(['Desert highway, I’m dancing hand in hand'], { pointOfView: 'I' })).toEqual(['alone']);
    expect(kinds(['I’m dancing side by side with you'], { pointOfView: 'I' })).toEqual([]);
  });

  it('finds word pairs that mean nothing', () => {
    expect(kinds(['And I know, find me at the door'])).toEqual(['nonsense']);
    expect(kinds(['I find spring out loud'])).toEqual(['nonsense']);
    expect(kinds(['Every summer, I was ready to wait'])).toEqual(['nonsense']);
    expect(kinds(['The graduation taught us how to pray'], { subject: 'graduation' })).toEqual(['nonsense']);
    expect(kinds(['We kept on singing out loud'])).toEqual([]);
  });
});

describe('celebration against a sad or dark mood', () => {
  it('finds a toast or a promise of no goodbyes in a Sad or Dark song', () => {
    expect(checkLyrics(['Here’s to the empty chair'], { tags: ['Sad'] }).map((p) => p.kind)).toEqual([
      'mood',
    ]);
    expect(checkLyrics(['I’m living for being lost at sea'], { tags: ['Dark'] }).map((p) => p.kind)).toEqual([
      'mood',
    ]);
    expect(checkLyrics(['Here’s to the summer'], { tags: ['Happy'] })).toEqual([]);
  });
});

describe('words for a lover and the air of a happy memory', () => {
  it('keeps "baby" for love songs and a sweet air out of a Dark one', () => {
    expect(
      checkLyrics(['Oh, baby, let’s get lost down the trail'], { subject: 'my mum working two jobs' }),
    ).not.toEqual([]);
    expect(checkLyrics(['Oh, baby, let’s get lost down the trail'], { tags: ['Romantic'] })).toEqual([]);
    expect(checkLyrics(['Late at night, the air was sweet and warm'], { tags: ['Dark'] })).not.toEqual([]);
  });
});
