import { css, hsl, mix, shade } from '../colour';
import type { Stage } from '../stage';
import type { SceneParse, SceneSubject } from './parse';

/** An aquarium's glass, in picture pixels: the table top is its floor. */
export interface Tank {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** Whether a subject swims in the room's aquarium: named as in it, or a sea creature in a room with one. */
export const inTank = (s: SceneSubject, parse: SceneParse): boolean =>
  parse.indoor &&
  parse.setting.includes('aquarium') &&
  ((s.relation?.kind === 'in' && s.relation.to === 'aquarium') || s.concept.kind === 'animal-marine');

/**
 * The aquarium a room prompt names, if any: wide in the middle of the table, or to one side when other
 * things stand on the table beside it.
 */
export function tankOf(parse: SceneParse | undefined, w: number, h: number): Tank | undefined {
  if (!parse?.indoor || !parse.setting.includes('aquarium')) return undefined;
  const shown = parse.subjects.filter((s) => !s.hidden);
  const alone = shown.every((s) => inTank(s, parse));
  const floor = h * 0.82;
  const height = h * (alone ? 0.5 : 0.38);
  const width = w * (alone ? 0.76 : 0.44);
  const cx = alone ? w / 2 : w * 0.7;
  return { x0: cx - width / 2, y0: floor - height, x1: cx + width / 2, y1: floor };
}

/** The tank's back: water, gravel and weed, drawn before the fish. */
export function drawTankBack(stage: Stage, tank: Tank): void {
  const { ctx, u, rng } = stage;
  const { x0, y0, x1, y1 } = tank;
  const water = hsl(192, 0.55, 0.55);
  const surface = y0 + (y1 - y0) * 0.08;
  const g = ctx.createLinearGradient(0, surface, 0, y1);
  g.addColorStop(0, css(shade(water, 0.12), 0.85));
  g.addColorStop(1, css(shade(water, -0.12), 0.9));
  ctx.fillStyle = g;
  ctx.fillRect(x0, surface, x1 - x0, y1 - surface);
  // Gravel along the bottom and a few stems of weed.
  const gravel = y1 - (y1 - y0) * 0.1;
  ctx.fillStyle = css(hsl(35, 0.35, 0.62));
  ctx.fillRect(x0, gravel, x1 - x0, y1 - gravel);
  ctx.lineCap = 'round';
  for (let i = 0; i < 7; i++) {
    const x = x0 + (x1 - x0) * rng.range(0.05, 0.95);
    const top = gravel - (y1 - y0) * rng.range(0.25, 0.6);
    ctx.strokeStyle = css(hsl(rng.range(100, 140), 0.5, rng.range(0.3, 0.42)), 0.9);
    ctx.lineWidth = Math.max(2, 7 * u);
    ctx.beginPath();
    ctx.moveTo(x, gravel);
    ctx.bezierCurveTo(x - 20 * u, gravel - (gravel - top) * 0.4, x + 20 * u, top + 30 * u, x, top);
    ctx.stroke();
  }
}

/** The glass over the fish: a light sheen, a rim and the waterline, drawn after them. */
export function drawTankFront(stage: Stage, tank: Tank): void {
  const { ctx, u } = stage;
  const { x0, y0, x1, y1 } = tank;
  const glass = hsl(190, 0.3, 0.9);
  ctx.fillStyle = css(glass, 0.1);
  ctx.fillRect(x0, y0, x1 - x0, y1 - y0);
  ctx.strokeStyle = css(mix(glass, hsl(200, 0.2, 0.4), 0.5), 0.9);
  ctx.lineWidth = Math.max(3, 8 * u);
  ctx.strokeRect(x0, y0, x1 - x0, y1 - y0);
  const surface = y0 + (y1 - y0) * 0.08;
  ctx.strokeStyle = css(glass, 0.8);
  ctx.lineWidth = Math.max(2, 3 * u);
  ctx.beginPath();
  ctx.moveTo(x0, surface);
  ctx.lineTo(x1, surface);
  ctx.stroke();
  ctx.fillStyle = css(glass, 0.25);
  ctx.fillRect(x0 + (x1 - x0) * 0.06, y0 + (y1 - y0) * 0.15, (x1 - x0) * 0.03, (y1 - y0) * 0.7);
}
