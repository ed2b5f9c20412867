import { describe, expect, it } from 'vitest';
import { fitsSeason, fitsSetting, songSetting } from './lyric-setting';
import { createRng } from './rng';

describe('songSetting', () => {
  it('takes the setting a brief names', () => {
    const rng = createRng(1);
    expect(songSetting('a lighthouse keeper', rng)).toBe('sea');
    expect(songSetting('desert highway', rng)).toBe('road');
    expect(songSetting('hospital waiting room', rng)).toBe('indoors');
    expect(songSetting('a fox in the garden', rng)).toBe('country');
    expect(songSetting('tokyo at 2am', rng)).toBe('town');
  });
});

describe('fitsSetting', () => {
  it('lets a line name only its setting’s places, or the brief’s own words', () => {
    expect(fitsSetting('let’s run to the shore', 'road')).toBe(false);
    expect(fitsSetting('we were dancing in the sand', 'indoors')).toBe(false);
    expect(fitsSetting('I was singing down the hall', 'indoors')).toBe(true);
    expect(fitsSetting('we kept on moving down the road', 'sea')).toBe(true);
    expect(fitsSetting('the desert highway carried me back', 'country', 'desert highway')).toBe(true);
  });
});

describe('fitsSeason', () => {
  it('names snow, cold, heat or summer only when the brief does', () => {
    expect(fitsSeason('I’ll be dancing in the snow', 'waiting tables')).toBe(false);
    expect(fitsSeason('Every summer, we lost ourselves', 'hospital waiting room')).toBe(false);
    expect(fitsSeason('I remember first snow in the cold', 'first snow of the year')).toBe(true);
    expect(fitsSeason('under summer skies', 'the last summer before college')).toBe(true);
  });
});
