import { describe, expect, it } from 'vitest';
import { parseBrief } from './lyric-subject';
import { themesFromKeywords } from './lyric-theme';
import { createRng } from './rng';

const theme = (brief: string) => themesFromKeywords([brief], createRng(1))[0];

describe('song brief subject', () => {
  it('splits a brief into its head noun phrase and what is said of it', () => {
    expect(parseBrief('my cat sleeps all day')).toMatchObject({
      determiner: 'my',
      head: 'cat',
      clause: true,
    });
    expect(parseBrief('tokyo at 2am')).toMatchObject({ head: 'Tokyo', rest: 'at 2am', proper: true });
    // A clause with its own subject ends the head: no "the birthday nobody".
    expect(parseBrief('a birthday nobody remembered')).toMatchObject({ head: 'birthday' });
    expect(parseBrief('the song everyone knows')).toMatchObject({ head: 'song' });
    expect(parseBrief('the last summer before college')).toMatchObject({
      determiner: 'the',
      head: 'last summer',
      rest: 'before college',
    });
    expect(parseBrief('my grandmother is forgetting my name')).toMatchObject({
      head: 'grandmother',
      clause: true,
    });
    expect(parseBrief('a robot learning to love')).toMatchObject({ head: 'robot', rest: 'learning to love' });
  });

  it('mends possessives typed without an apostrophe and capitalises names', () => {
    expect(parseBrief('my fathers hands').head).toBe("father's hands");
    expect(parseBrief('new years eve').head).toBe("New Year's Eve");
  });

  it('sings the head as a noun phrase, never a cut clause', () => {
    expect(theme('my cat sleeps all day')).toMatchObject({ np: 'my cat', shortNp: 'my cat', bare: 'my cat' });
    expect(theme('tokyo at 2am')).toMatchObject({ shortNp: 'Tokyo', bare: 'Tokyo at 2am' });
    expect(theme('the last summer before college')?.np).toBe('the last summer before college');
    expect(theme('my grandmother is forgetting my name')?.shortNp).toBe('my grandmother');
    expect(theme('a robot learning to love')).toMatchObject({ shortNp: 'the robot', bare: 'robot' });
    expect(theme('my fathers hands')?.np).toBe("my father's hands");
    expect(theme('backpacking through europe')).toMatchObject({
      np: 'backpacking through Europe',
      kind: 'activity',
    });
  });
});

describe('parseBrief: clauses in the past and about "we"', () => {
  it('sings the head, not a clause cut in two', () => {
    expect(parseBrief('my brother moved to canada')).toMatchObject({ head: 'brother', clause: true });
    expect(parseBrief('the factory closed down')).toMatchObject({ head: 'factory', clause: true });
    expect(parseBrief('the day we lost the final')).toMatchObject({ head: 'day', clause: true });
    expect(parseBrief('the forgotten toys')).toMatchObject({ head: 'forgotten toys', clause: false });
  });
});

describe('a brief that says "no"', () => {
  it('keeps the "no" in every line', () => {
    expect(theme('no more rules')).toMatchObject({ np: 'no more rules', bare: 'no more rules' });
  });
});
