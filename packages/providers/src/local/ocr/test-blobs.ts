import type { Component } from './components';

/** A solid blob by its box, for the shape rules' unit tests. */
export const blob = (x0: number, y0: number, x1: number, y1: number): Component => ({
  x0,
  y0,
  x1,
  y1,
  pixels: (x1 - x0 + 1) * (y1 - y0 + 1),
  start: 0,
});

/** A digit-sized blob standing on the baseline y = 100, 40 px tall. */
export const digit = (x: number) => blob(x, 60, x + 22, 100);
