/**
 * The drum part: each genre's groove as 16-step patterns on the General MIDI kit, lighter in intros and
 * outros, a crash at each section's start, a fill into the next section, ghost notes and open hats when
 * busy, fewer hits when the complexity is low.
 */
import type { ScoreNote } from '../score';
import { timeIn, type BarInfo, type Grid } from './bars';
import type { DrumStyle } from './styles';
import type { Rng } from './theory';

export const KICK = 36;
export const SNARE = 38;
export const CLAP = 39;
export const CLOSED_HAT = 42;
export const PEDAL_HAT = 44;
export const OPEN_HAT = 46;
export const CRASH = 49;
export const RIDE = 51;
const TOMS = [50, 47, 45];

/** [GM note, 16-step pattern, velocity]. */
const GROOVES: Record<DrumStyle, readonly [number, string, number][]> = {
  backbeat: [
    [KICK, 'x.......x.x.....', 0.9],
    [SNARE, '....x.......x...', 0.85],
    [CLOSED_HAT, 'x.x.x.x.x.x.x.x.', 0.55],
  ],
  four: [
    [KICK, 'x...x...x...x...', 0.95],
    [CLAP, '....x.......x...', 0.8],
    [OPEN_HAT, '..x...x...x...x.', 0.6],
  ],
  hiphop: [
    [KICK, 'x......x..x.....', 0.95],
    [SNARE, '....x.......x...', 0.85],
    [CLOSED_HAT, 'x.xxx.x.x.xxx.x.', 0.5],
  ],
  jazz: [
    [RIDE, 'x...x..xx...x..x', 0.6],
    [PEDAL_HAT, '....x.......x...', 0.5],
    [KICK, 'x.........x.....', 0.45],
  ],
  metal: [
    [KICK, 'x.x.x.x.x.x.x.x.', 0.95],
    [SNARE, '....x.......x...', 0.95],
    [CLOSED_HAT, 'x...x...x...x...', 0.7],
  ],
  soft: [
    [KICK, 'x.......x.......', 0.5],
    [CLOSED_HAT, '....x.......x...', 0.35],
  ],
  none: [],
};

const isCymbal = (note: number) =>
  note === CLOSED_HAT || note === OPEN_HAT || note === RIDE || note === PEDAL_HAT;

export function writeDrums(
  bars: BarInfo[],
  grid: Grid,
  style: DrumStyle,
  busy: number,
  tune: Rng,
): ScoreNote[] {
  const groove = GROOVES[style];
  if (groove.length === 0) return [];
  const notes: ScoreNote[] = [];
  const hit = (bar: BarInfo, step: number, midi: number, velocity: number) =>
    notes.push({
      midi,
      time: timeIn(grid, bar.start, step / 4),
      duration: grid.beat / 4,
      velocity: Math.min(1, velocity),
    });
  bars.forEach((bar, i) => {
    if (bar.last) return;
    // The piece's very first bar is left to the band when there is an intro to lead in.
    if (bar.type === 'intro' && bar.part === 0 && bar.barInPart === 0 && bar.barsInPart > 1) return;
    const gain = 0.6 + bar.loud * 0.45;
    const next = bars[i + 1];
    const fill =
      busy > 0.4 && next !== undefined && next.part !== bar.part && !next.last && bar.type !== 'intro';
    for (const [note, pattern, velocity] of groove) {
      if (bar.type === 'intro' && !isCymbal(note)) continue;
      if (bar.type === 'outro' && note === SNARE && bar.barInPart > 0) continue;
      for (let step = 0; step < 16; step++) {
        if (pattern[step] !== 'x') continue;
        if (fill && step >= 8 && note !== KICK && !isCymbal(note)) continue;
        // Less busy: the off-beat sixteenths and eighths of the cymbals drop out.
        if (isCymbal(note) && busy < 0.35 && step % 4 !== 0) continue;
        if (isCymbal(note) && busy < 0.6 && step % 2 === 1) continue;
        hit(bar, step, note, velocity * gain * (step % 4 === 0 ? 1 : 0.85));
      }
    }
    if (busy > 0.75 && (style === 'backbeat' || style === 'hiphop')) {
      // Ghost notes on the snare, and an open hat at the end of a chorus bar.
      for (const step of [7, 10, 15]) if (tune() < 0.35) hit(bar, step, SNARE, 0.25 * gain);
      if (bar.type === 'chorus' && tune() < 0.5) hit(bar, 14, OPEN_HAT, 0.5 * gain);
    }
    if (fill) {
      // A fill over the bar's second half: snare and toms falling in pitch, in eighths or sixteenths.
      const steps = busy > 0.75 ? [8, 9, 10, 11, 12, 13, 14, 15] : [8, 10, 12, 14];
      steps.forEach((step, k) => {
        const drum =
          k < steps.length / 2
            ? SNARE
            : TOMS[Math.min(TOMS.length - 1, Math.floor(((k - steps.length / 2) * 3) / (steps.length / 2)))]!;
        hit(bar, step, drum, (0.55 + (0.4 * k) / steps.length) * gain);
      });
    }
    if (bar.barInPart === 0 && bar.type !== 'intro' && bar.index > 0) hit(bar, 0, CRASH, 0.8);
  });
  return notes;
}
