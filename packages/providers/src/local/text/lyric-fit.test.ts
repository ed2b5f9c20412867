import { describe, expect, it } from 'vitest';
import { checkLyricLine } from './lyric-checker';
import { fitProblems, hasAddressee } from './lyric-fit';

const kinds = (line: string, options: Parameters<typeof fitProblems>[1]) =>
  fitProblems(line, options).map((p) => p.kind);

describe('what a line brings that its brief gives no reason for', () => {
  it('sings to "you" only in a song with someone in it', () => {
    expect(kinds('You showed me how to believe', { subject: 'fog over the harbour' })).toEqual(['addressee']);
    expect(kinds('You showed me how to believe', { subject: 'my uncle’s workshop' })).toEqual([]);
    expect(kinds('You showed me how to believe', { subject: 'fog', tags: ['Romantic'] })).toEqual([]);
    expect(kinds('You showed me how to believe', { subject: 'she left me in april' })).toEqual([]);
    // Someone the brief calls "she" or "he" may be sung to.
    expect(kinds('I found a photo of you today', { subject: 'she never answered my letter' })).toEqual([]);
    expect(kinds('I found a photo of you today', { subject: 'hell week at the office' })).toEqual([
      'addressee',
    ]);
    // Said to whoever listens, not to someone in the song.
    expect(kinds('Oh, can’t you see, the tide is low', { subject: 'fog over the harbour' })).toEqual([]);
    // Company is no story of who "you" is.
    expect(kinds('I was walking there with you', { subject: 'fog over the harbour' })).toEqual([]);
    expect(hasAddressee({ subject: 'a lighthouse keeper and his crew' })).toBe(true);
  });

  it('fights only in a song that has a fight', () => {
    expect(kinds('The lantern taught me how to fight', { subject: 'paper lanterns' })).toEqual(['nonsense']);
    expect(kinds('The storm taught me how to fight', { subject: 'the underdog team' })).toEqual([]);
    expect(kinds('I was born to fight', { subject: 'lanterns', tags: ['Punk', 'Angry'] })).toEqual([]);
    expect(kinds('We won’t ever change', { subject: 'paper lanterns' })).toEqual([]);
  });

  it('drives only in a song with a road or a ride', () => {
    expect(kinds('Tonight I’m gonna drive', { subject: 'my son’s first word' })).toEqual(['nonsense']);
    expect(kinds('Tonight I’m gonna drive', { subject: 'coast highway at dawn' })).toEqual([]);
  });

  it('hears fear and tears against a bright song, not a sad one', () => {
    expect(kinds('Back then, I was afraid to try', { subject: 'carnival', mood: 'happy' })).toEqual(['mood']);
    expect(kinds('Back then, I was afraid to try', { subject: 'carnival', mood: 'sad' })).toEqual([]);
    expect(kinds('I begged you not to go', { subject: 'my wife', mood: 'romantic' })).toEqual(['mood']);
  });

  it('keeps a love song from walking away, unless it is a song of parting', () => {
    const love = { subject: 'dinner on the rooftop', tags: ['R&B', 'Romantic'] };
    expect(kinds('Oh-oh, don’t ask me to stay', love)).toEqual(['mood']);
    expect(kinds('I’ll keep on moving far away', love)).toEqual(['mood']);
    expect(kinds('I’ll keep on moving far away', { ...love, subject: 'she said goodbye' })).toEqual([]);
  });

  it('is part of the checker the writer gates its lines with', () => {
    const problems = checkLyricLine('You showed me how to fight', { subject: 'a jar of honey' });
    expect(problems.map((p) => p.kind)).toEqual(expect.arrayContaining(['addressee', 'nonsense']));
  });
});
