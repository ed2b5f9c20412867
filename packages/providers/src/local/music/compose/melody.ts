/**
 * The melody. Sung lines get one note per syllable, each line its own phrase (a breath at its end), the
 * rhythm spread over the phrase's bars; instrumental sections get two-bar motifs repeated with the
 * harmony. Either way notes on the beat are tones of the sounding chord and the notes between are steps
 * of the key's scale, inside the voice's or instrument's range. The same section kind reuses its tune's
 * random stream, so choruses sound alike.
 */
import { mulberry32 } from '../../mulberry32';
import type { ScoreNote } from '../score';
import { timeIn, type BarInfo, type Grid } from './bars';
import type { PartPlan } from './form';
import { clamp, nearest, pick, pitchesIn, seedFor, type Rng } from './theory';

export interface MelodyContext {
  grid: Grid;
  bars: BarInfo[];
  parts: PartPlan[];
  scaleChroma: number[];
  register: { low: number; high: number };
  /** 0..1 from the complexity: how busy the rhythm is. */
  busy: number;
  /** −1..1: energetic pieces lean to the busier rhythms. */
  energy: number;
  seed: number;
  /** Whether the lead is a voice (then only lyric lines are sung and intros/outros are left to the band). */
  sung: boolean;
}

/** One bar's rhythms, in beats, from sparse to busy. */
const RHYTHMS: readonly number[][] = [
  [4],
  [2, 2],
  [3, 1],
  [2, 1, 1],
  [1, 1, 2],
  [1.5, 0.5, 2],
  [1, 1, 1, 1],
  [1.5, 0.5, 1, 1],
  [1, 0.5, 0.5, 2],
  [0.5, 0.5, 1, 1, 1],
  [1, 0.5, 0.5, 1, 1],
  [0.5, 0.5, 1, 0.5, 0.5, 1],
  [0.5, 0.5, 0.5, 0.5, 1, 1],
  [0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 1],
];

export function writeMelody(ctx: MelodyContext): ScoreNote[] {
  const notes: ScoreNote[] = [];
  const scale = pitchesIn(ctx.scaleChroma, ctx.register.low, ctx.register.high);
  const centre = (ctx.register.low + ctx.register.high) / 2;
  let barIndex = 0;
  ctx.parts.forEach((part, partIndex) => {
    const first = barIndex;
    barIndex += part.bars;
    if (part.phrases.length > 0) {
      for (const phrase of part.phrases)
        sing(ctx, notes, scale, centre, first + phrase.bar, phrase, part.type);
      return;
    }
    // Instrumental sections: the band alone in a sung piece's intro and outro, and in the first intro.
    if (ctx.sung && ctx.parts.some((p) => p.phrases.length > 0)) return;
    if (part.type === 'intro' && partIndex === 0 && ctx.parts.length > 1) return;
    play(ctx, notes, scale, centre, first, part.bars, part.type);
  });
  return notes;
}

/** The chord tones in range nearest `target`. */
function chordTone(ctx: MelodyContext, bar: BarInfo, target: number): number {
  const tones = pitchesIn(bar.chord.chroma, ctx.register.low, ctx.register.high);
  return nearest(
    tones.length > 0 ? tones : [clamp(Math.round(target), ctx.register.low, ctx.register.high)],
    target,
  );
}

/** A scale step (±1 or ±2 degrees, toward `target`) from `from`. */
function step(scale: number[], from: number, target: number, tune: Rng): number {
  const index = scale.indexOf(nearest(scale, from));
  const size = tune() < 0.7 ? 1 : 2;
  const direction = target > from + 1 ? 1 : target < from - 1 ? -1 : tune() < 0.5 ? -1 : 1;
  return scale[clamp(index + direction * size, 0, scale.length - 1)]!;
}

function sing(
  ctx: MelodyContext,
  notes: ScoreNote[],
  scale: number[],
  centre: number,
  startBar: number,
  phrase: PartPlan['phrases'][number],
  type: string,
): void {
  const { grid } = ctx;
  const syllables = phrase.line.syllables;
  const count = syllables.length;
  const perBeat = count <= phrase.bars * grid.beatsPerBar * 2 - 1 ? 2 : 4;
  const units = phrase.bars * grid.beatsPerBar * perBeat;
  const breath = count + 2 <= units ? 2 : count + 1 <= units ? 1 : 0;
  const available = units - breath;
  // The same tune for the same section kind and line position, so a chorus is sung the same each time.
  const tune = mulberry32(seedFor(ctx.seed, `${type}:${phrase.line.index % 4}`));
  const durations = spread(
    count,
    available,
    perBeat,
    syllables.map((s) => s.wordStart),
    tune,
  );

  let at = 0;
  let previous = nearest(scale, centre + (tune() - 0.5) * 4);
  const arch = 3 + tune() * 4;
  syllables.forEach((syl, i) => {
    const beats = at / perBeat;
    const barOffset = Math.floor(beats / grid.beatsPerBar);
    const bar = ctx.bars[Math.min(ctx.bars.length - 1, startBar + barOffset)]!;
    const inBar = beats - barOffset * grid.beatsPerBar;
    const shape = count > 1 ? Math.sin((Math.PI * i) / (count - 1)) : 0;
    const target = centre - 2 + arch * shape + (tune() - 0.5) * 3;
    const onBeat = Math.abs(inBar - Math.round(inBar)) < 1e-9;
    const lastOfLine = i === count - 1;
    const midi =
      onBeat || lastOfLine
        ? chordTone(ctx, bar, (previous + target) / 2)
        : step(scale, previous, target, tune);
    const time = timeIn(grid, bar.start, inBar);
    const length = (durations[i]! / perBeat) * grid.beat;
    notes.push({
      midi,
      time,
      duration: Math.max(0.05, length * 0.96 - (time - (bar.start + inBar * grid.beat))),
      velocity: clamp(bar.loud + (syl.wordStart ? 0.06 : 0) + (tune() - 0.5) * 0.06, 0.2, 1),
      lyric: { text: syl.text, vowel: syl.vowel, line: phrase.line.index, syllable: i, word: syl.word },
    });
    previous = midi;
    at += durations[i]!;
  });
}

/**
 * `count` note lengths (in grid units) filling `available` units: an even base length, the rest given
 * to word starts and the line's last syllable (held), in whole beats where possible.
 */
function spread(
  count: number,
  available: number,
  perBeat: number,
  wordStarts: boolean[],
  tune: Rng,
): number[] {
  const fit = Math.floor(available / count);
  const base = fit >= 2 * perBeat ? 2 * perBeat : fit >= perBeat ? perBeat : fit >= 2 ? 2 : 1;
  const durations = new Array<number>(count).fill(base);
  let extra = available - base * count;
  const chunk = Math.max(1, Math.min(base, perBeat));
  // Hold the last syllable a while, then lengthen word starts at random.
  const hold = Math.min(extra, Math.floor(extra / 3 / chunk) * chunk);
  durations[count - 1]! += hold;
  extra -= hold;
  for (let guard = 0; extra >= chunk && guard < 1000; guard++) {
    const i = Math.floor(tune() * count);
    if (!wordStarts[i] && tune() < 0.6) continue;
    durations[i]! += chunk;
    extra -= chunk;
  }
  durations[count - 1]! += extra;
  return durations;
}

function play(
  ctx: MelodyContext,
  notes: ScoreNote[],
  scale: number[],
  centre: number,
  firstBar: number,
  bars: number,
  type: string,
): void {
  const { grid } = ctx;
  // Busier rhythms with more complexity and energy.
  const reach = clamp(Math.round(RHYTHMS.length * (0.25 + 0.75 * ctx.busy)), 2, RHYTHMS.length);
  const floor = ctx.energy > 0.3 && ctx.busy > 0.5 ? 3 : 0;
  let previous = nearest(scale, centre);
  for (let b = 0; b < bars; b++) {
    const bar = ctx.bars[firstBar + b]!;
    // A two-bar motif per section kind: each pair of bars replays its rhythm and contour.
    const tune = mulberry32(seedFor(ctx.seed, `${type}:motif:${b % 2}`));
    const phraseEnd = b % 4 === 3 || b === bars - 1;
    const rhythm = bar.last
      ? [grid.beatsPerBar]
      : phraseEnd
        ? pick(tune, [[2, 2], [3, 1], [2, 1, 1], [4]])
        : RHYTHMS[floor + Math.floor(tune() * Math.max(1, reach - floor))]!;
    let at = 0;
    const leap = Math.round((tune() - 0.5) * 8);
    for (const [k, length] of rhythm.entries()) {
      const strong = Math.abs(at - Math.round(at)) < 1e-9;
      const target = centre + leap + (tune() - 0.5) * 6;
      let midi: number;
      if (bar.last)
        midi = chordTone(ctx, { ...bar, chord: { ...bar.chord, chroma: [bar.chord.root] } }, previous);
      else if (strong) midi = chordTone(ctx, bar, (previous + target) / 2);
      else midi = step(scale, previous, target, tune);
      const rest = phraseEnd && k === rhythm.length - 1 && !bar.last;
      const time = timeIn(grid, bar.start, at);
      const end = bar.start + (at + length) * grid.beat;
      notes.push({
        midi,
        time,
        duration: Math.max(0.05, (end - time) * (rest ? 0.5 : 0.92)),
        velocity: clamp(bar.loud + (strong ? 0.08 : 0) + (tune() - 0.5) * 0.08, 0.2, 1),
      });
      previous = midi;
      at += length;
    }
  }
}
