/**
 * The Piano Challenge's rules, pure (no DOM, no clock): which lane a note falls in, how a key press is
 * judged by its timing, points and combo, lives, the end of a round. The page feeds it the time of the
 * song (seconds) and the keys pressed; it answers the new state.
 *
 * Lanes: the melody's distinct pitches are ranked low to high and split into four bands, so a higher note
 * falls further right and the tune's ups and downs show as moves across the keys.
 */

export const LANES = 4;
/** The keys of the lanes, left to right (home row, two per hand). */
export const LANE_KEYS = ['d', 'f', 'j', 'k'] as const;
/** A press this close to a tile's time (either side) is Perfect… */
export const PERFECT_MS = 60;
/** …this close is Good; a tile not played by then is missed. */
export const GOOD_MS = 130;
export const START_LIVES = 3;
export const POINTS = { perfect: 100, good: 50 } as const;
/** The combo where each multiplier starts: ×2 from 10 hits in a row, ×3 from 20, ×4 from 30. */
export const COMBO_TIERS = [10, 20, 30] as const;

export type Judgement = 'perfect' | 'good';

export interface MelodyNote {
  time: number;
  duration: number;
  midi: number;
}

export interface Tile extends MelodyNote {
  index: number;
  lane: number;
  /** pending until played (its judgement) or missed */
  state: 'pending' | Judgement | 'missed';
}

export interface PianoGame {
  tiles: readonly Tile[];
  score: number;
  combo: number;
  bestCombo: number;
  lives: number;
  perfect: number;
  good: number;
  missed: number;
  wrongKeys: number;
  /** `playing` until every tile is played or missed (`finished`) or the lives run out (`over`) */
  status: 'playing' | 'finished' | 'over';
}

/** What a press or the passing of time did, for the page to show and sound. */
export type PianoEvent =
  | { kind: 'hit'; judgement: Judgement; tile: Tile; points: number }
  | { kind: 'wrong'; lane: number }
  | { kind: 'miss'; tile: Tile };

/** Each note's lane: its pitch's rank among the melody's distinct pitches, in four bands (low → left). */
export function assignLanes(notes: readonly MelodyNote[]): number[] {
  const pitches = [...new Set(notes.map((n) => n.midi))].sort((a, b) => a - b);
  const rank = new Map(pitches.map((p, i) => [p, i]));
  return notes.map((n) => Math.min(LANES - 1, Math.floor((rank.get(n.midi)! * LANES) / pitches.length)));
}

export function createGame(notes: readonly MelodyNote[]): PianoGame {
  const lanes = assignLanes(notes);
  return {
    tiles: notes.map((n, index) => ({ ...n, index, lane: lanes[index]!, state: 'pending' })),
    score: 0,
    combo: 0,
    bestCombo: 0,
    lives: START_LIVES,
    perfect: 0,
    good: 0,
    missed: 0,
    wrongKeys: 0,
    status: notes.length === 0 ? 'finished' : 'playing',
  };
}

/** Perfect within ±60 ms of the tile's time, Good within ±130 ms, else nothing (too early or too late). */
export function judgeTiming(offsetMs: number): Judgement | null {
  const off = Math.abs(offsetMs);
  if (off <= PERFECT_MS) return 'perfect';
  if (off <= GOOD_MS) return 'good';
  return null;
}

/** The multiplier of a hit that makes the combo `combo` (the hit counted): ×1, then ×2, ×3, ×4. */
export function comboMultiplier(combo: number): number {
  return 1 + COMBO_TIERS.filter((tier) => combo >= tier).length;
}

/** The points of a hit with its judgement, the combo counting it. */
export function hitPoints(judgement: Judgement, combo: number): number {
  return POINTS[judgement] * comboMultiplier(combo);
}

/**
 * A press of a lane at `now` (seconds of the song): the nearest pending tile of that lane inside the Good
 * window is played; with none there, the press is a wrong key (a life, and the combo starts again).
 */
export function press(game: PianoGame, lane: number, now: number): { game: PianoGame; event: PianoEvent } {
  if (game.status !== 'playing') return { game, event: { kind: 'wrong', lane } };
  let best: Tile | undefined;
  for (const tile of game.tiles) {
    if (tile.state !== 'pending' || tile.lane !== lane) continue;
    const off = Math.abs(now - tile.time) * 1000;
    if (off <= GOOD_MS && (!best || off < Math.abs(now - best.time) * 1000)) best = tile;
    if (tile.time * 1000 > now * 1000 + GOOD_MS) break;
  }
  if (!best) {
    const lives = game.lives - 1;
    const next: PianoGame = {
      ...game,
      combo: 0,
      lives,
      wrongKeys: game.wrongKeys + 1,
      status: lives <= 0 ? 'over' : game.status,
    };
    return { game: next, event: { kind: 'wrong', lane } };
  }
  const judgement = judgeTiming((now - best.time) * 1000)!;
  const combo = game.combo + 1;
  const points = hitPoints(judgement, combo);
  const played: Tile = { ...best, state: judgement };
  const tiles = game.tiles.map((t) => (t.index === best.index ? played : t));
  const next: PianoGame = {
    ...game,
    tiles,
    score: game.score + points,
    combo,
    bestCombo: Math.max(game.bestCombo, combo),
    perfect: game.perfect + (judgement === 'perfect' ? 1 : 0),
    good: game.good + (judgement === 'good' ? 1 : 0),
  };
  return { game: withStatus(next), event: { kind: 'hit', judgement, tile: played, points } };
}

/** Time passes to `now`: every pending tile more than 130 ms past the line is missed (a life each). */
export function advance(game: PianoGame, now: number): { game: PianoGame; events: PianoEvent[] } {
  if (game.status !== 'playing') return { game, events: [] };
  const events: PianoEvent[] = [];
  let lives = game.lives;
  const tiles = game.tiles.map((tile) => {
    if (tile.state !== 'pending' || lives <= 0 || (now - tile.time) * 1000 <= GOOD_MS) return tile;
    lives -= 1;
    const missed: Tile = { ...tile, state: 'missed' };
    events.push({ kind: 'miss', tile: missed });
    return missed;
  });
  if (events.length === 0) return { game, events };
  const next: PianoGame = { ...game, tiles, lives, combo: 0, missed: game.missed + events.length };
  return { game: withStatus(next), events };
}

function withStatus(game: PianoGame): PianoGame {
  if (game.lives <= 0) return { ...game, status: 'over' };
  return game.tiles.every((t) => t.state !== 'pending') ? { ...game, status: 'finished' } : game;
}

/**
 * The share of notes played among those that reached the line (0..1): a Perfect counts whole, a Good half,
 * a miss nothing; 0 before any note reached the line.
 */
export function accuracy(game: PianoGame): number {
  const reached = game.perfect + game.good + game.missed;
  return reached === 0 ? 0 : (game.perfect + game.good / 2) / reached;
}

/** The lane of a key (`d f j k`, any case), or undefined. */
export function laneOfKey(key: string): number | undefined {
  const lane = (LANE_KEYS as readonly string[]).indexOf(key.toLowerCase());
  return lane < 0 ? undefined : lane;
}
