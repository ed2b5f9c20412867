import { css, mix, shade, type Hsl } from '../colour';
import { depthColour } from '../palette';
import type { Stage } from '../stage';
import { drawHaze } from './sky';

/** Rows of trees, small and pale far away, large and dark near; pines for wild scenes, round crowns for tame ones. */
export function drawForest(s: Stage): void {
  const { h, w, u, plan, pal, rng } = s;
  const hy = plan.horizon * h;
  // Autumn shows in leafy crowns, which pines would hide.
  const pines =
    plan.season !== 'autumn' &&
    (plan.has.has('mountains') || plan.has.has('snow') || plan.light === 'night' || rng.chance(0.55));
  const rows = plan.has.has('forest') ? 4 : 2;
  for (let row = 0; row < rows; row++) {
    const t = row / (rows - 1);
    const base = hy + (h - hy) * (plan.has.has('forest') ? 0.05 + t * 0.75 : 0.1 + t * 0.3);
    const size = (plan.has.has('forest') ? 70 + t * 260 : 40 + t * 90) * u * rng.range(0.85, 1.15);
    const colour = mix(depthColour(pal, 0.35 + t * 0.65), pal.fog, (1 - t) * 0.4);
    const gaps = !plan.has.has('forest');
    for (let x = rng.range(-size, 0); x < w + size; x += size * rng.range(0.35, 0.6) * (gaps ? 2.4 : 1)) {
      if (gaps && rng.chance(0.4)) continue;
      const tree = shade(colour, rng.range(-0.03, 0.03), 0, rng.range(-6, 6));
      const y = base + rng.range(-0.08, 0.08) * size;
      const k = size * rng.range(0.75, 1.2);
      if (pines) pine(s, x, y, k, tree);
      else crown(s, x, y, k, tree);
    }
    if (row < rows - 1) drawHaze(s, base, size * 0.5, plan.haze ? 0.55 : 0.2);
  }
}

function pine(s: Stage, x: number, y: number, k: number, colour: Hsl): void {
  const { ctx, rng } = s;
  const tiers = 5;
  const width = k * 0.38;
  ctx.fillStyle = css(colour);
  ctx.beginPath();
  for (let i = 0; i < tiers; i++) {
    const top = y - k + (i * k) / (tiers + 1);
    const bottom = top + (k / tiers) * 1.6;
    const half = width * ((i + 1) / tiers) * rng.range(0.85, 1.1);
    ctx.moveTo(x, top);
    ctx.lineTo(x + half, bottom);
    ctx.lineTo(x - half, bottom);
    ctx.closePath();
  }
  ctx.fill();
  ctx.fillRect(x - k * 0.025, y - k * 0.1, k * 0.05, k * 0.15);
}

function crown(s: Stage, x: number, y: number, k: number, colour: Hsl): void {
  const { ctx, rng } = s;
  ctx.fillStyle = css(shade(colour, -0.08));
  ctx.fillRect(x - k * 0.03, y - k * 0.45, k * 0.06, k * 0.45);
  const cy = y - k * 0.62;
  for (let i = 0; i < 7; i++) {
    const a = (i / 7) * Math.PI * 2;
    const r = k * rng.range(0.16, 0.24);
    ctx.fillStyle = css(i < 4 ? colour : shade(colour, 0.06));
    ctx.beginPath();
    ctx.arc(x + Math.cos(a) * k * 0.17, cy + Math.sin(a) * k * 0.12, r, 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.fillStyle = css(shade(colour, 0.1), 0.8);
  ctx.beginPath();
  ctx.arc(x - k * 0.08, cy - k * 0.1, k * 0.14, 0, Math.PI * 2);
  ctx.fill();
}
