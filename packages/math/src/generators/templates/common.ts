import type { MathDifficulty } from '@muse/contracts';
import { m } from '../tex';
import type { Distractor } from '../types';

/** the easy, medium or hard value */
export const by = <T>(d: MathDifficulty, easy: T, medium: T, hard: T): T =>
  d === 'easy' ? easy : d === 'medium' ? medium : hard;

/** "nearby value" choices around a number: answer + 1, − 1, + 2, − 2 … (times step) */
export const nearby =
  (answer: number, step = 1, write: (v: number) => string = m) =>
  (k: number): string =>
    write(answer + (k % 2 ? 1 : -1) * Math.ceil(k / 2) * step);

/** a distractor written as a number */
export const wrong = (mistake: string, value: number, write: (v: number) => string = m): Distractor => ({
  mistake,
  choice: write(value),
});
