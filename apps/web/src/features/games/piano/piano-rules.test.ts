import { describe, expect, it } from 'vitest';
import {
  accuracy,
  advance,
  assignLanes,
  comboMultiplier,
  createGame,
  hitPoints,
  judgeTiming,
  laneOfKey,
  press,
  type MelodyNote,
  type PianoGame,
} from './piano-rules';

/** Notes one second apart on the pitches given. */
const notes = (...pitches: number[]): MelodyNote[] =>
  pitches.map((midi, i) => ({ time: 1 + i, duration: 0.5, midi }));

/** Plays every tile not yet played, on time, in order. */
function playAll(game: PianoGame): PianoGame {
  let g = game;
  for (const tile of game.tiles) if (tile.state === 'pending') g = press(g, tile.lane, tile.time).game;
  return g;
}

describe('lanes', () => {
  it('ranks the distinct pitches low to high into four bands', () => {
    expect(assignLanes(notes(60, 62, 64, 65, 67, 69, 71, 72))).toEqual([0, 0, 1, 1, 2, 2, 3, 3]);
    expect(assignLanes(notes(72, 60, 72, 66))).toEqual([2, 0, 2, 1]);
    expect(assignLanes(notes(60, 60))).toEqual([0, 0]);
    expect(assignLanes(notes(60, 70))).toEqual([0, 2]);
    expect(assignLanes([])).toEqual([]);
  });

  it('plays the lanes with D F J K, in either case', () => {
    expect(['d', 'F', 'j', 'K', 'a', ' '].map(laneOfKey)).toEqual([0, 1, 2, 3, undefined, undefined]);
  });
});

describe('timing and points', () => {
  it('judges Perfect within 60 ms, Good within 130 ms, either side, else nothing', () => {
    expect([0, 60, -60, 61, -130, 130, 131, -131].map(judgeTiming)).toEqual([
      'perfect',
      'perfect',
      'perfect',
      'good',
      'good',
      'good',
      null,
      null,
    ]);
  });

  it('multiplies by the combo tier: ×1 to 9, ×2 from 10, ×3 from 20, ×4 from 30', () => {
    expect([1, 9, 10, 19, 20, 29, 30, 99].map(comboMultiplier)).toEqual([1, 1, 2, 2, 3, 3, 4, 4]);
    expect(hitPoints('perfect', 1)).toBe(100);
    expect(hitPoints('good', 1)).toBe(50);
    expect(hitPoints('perfect', 10)).toBe(200);
    expect(hitPoints('good', 30)).toBe(200);
  });
});

describe('a round', () => {
  it('scores hits, counts the combo and ends finished when every note is played', () => {
    const start = createGame(notes(60, 62, 64, 65));
    expect(start).toMatchObject({ lives: 3, score: 0, combo: 0, status: 'playing' });
    const first = press(start, 0, 1.02);
    expect(first.event).toMatchObject({ kind: 'hit', judgement: 'perfect', points: 100 });
    const second = press(first.game, 1, 2.1);
    expect(second.event).toMatchObject({ kind: 'hit', judgement: 'good', points: 50 });
    const end = playAll(second.game);
    expect(end).toMatchObject({
      score: 350,
      combo: 4,
      bestCombo: 4,
      perfect: 3,
      good: 1,
      status: 'finished',
    });
    expect(accuracy(end)).toBeCloseTo(3.5 / 4);
  });

  it('a 12-note streak earns ×2 from the tenth hit on', () => {
    const game = playAll(createGame(notes(...Array.from({ length: 12 }, (_, i) => 60 + i))));
    expect(game.score).toBe(9 * 100 + 3 * 200);
    expect(game.bestCombo).toBe(12);
  });

  it('a wrong key (wrong lane, too early, nothing there) costs a life and the combo', () => {
    let g = press(createGame(notes(60, 72, 60, 72)), 0, 1).game;
    expect(g.combo).toBe(1);
    const wrongLane = press(g, 3, 2);
    expect(wrongLane.event).toEqual({ kind: 'wrong', lane: 3 });
    expect(wrongLane.game).toMatchObject({ lives: 2, combo: 0, wrongKeys: 1 });
    // The right lane 200 ms early is outside the Good window: wrong too, and the tile is still there.
    g = press(wrongLane.game, 2, 1.8).game;
    expect(g).toMatchObject({ lives: 1, wrongKeys: 2 });
    expect(press(g, 2, 2).event).toMatchObject({ kind: 'hit', judgement: 'perfect' });
  });

  it('a tile more than 130 ms past the line is missed: a life, the combo reset', () => {
    let g = press(createGame(notes(60, 62, 64, 65)), 0, 1).game;
    expect(advance(g, 2.13).events).toEqual([]);
    const late = advance(g, 2.14);
    expect(late.events).toMatchObject([{ kind: 'miss', tile: { index: 1 } }]);
    g = late.game;
    expect(g).toMatchObject({ lives: 2, combo: 0, missed: 1, status: 'playing' });
    // A late press on a missed tile is a wrong key.
    expect(press(g, 0, 2.2).event.kind).toBe('wrong');
    expect(accuracy(g)).toBe(0.5);
  });

  it('ends over when the lives run out, and ignores keys after', () => {
    const g = advance(createGame(notes(60, 62, 64, 65, 67)), 10);
    // Only three tiles are missed: the third life ends the round.
    expect(g.events).toHaveLength(3);
    expect(g.game).toMatchObject({ lives: 0, missed: 3, status: 'over' });
    expect(press(g.game, 0, 4).game).toBe(g.game);
    expect(advance(g.game, 20).events).toEqual([]);
  });

  it('a melody with no notes is finished at once', () => {
    expect(createGame([]).status).toBe('finished');
    expect(accuracy(createGame([]))).toBe(0);
  });
});
