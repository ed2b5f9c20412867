import { createCanvas } from '@napi-rs/canvas';
import { css, mix, shade } from '../colour';
import type { Stage } from '../stage';

/**
 * Sea or lake from the horizon down: a mirrored, darkened copy of what stands above the horizon, the
 * water's own colour over it, ripples, and a glitter path under the sun or moon.
 */
export function drawWater(s: Stage, light: { x: number; r: number } | undefined): void {
  const { canvas, ctx, w, h, u, plan, pal, rng } = s;
  const hy = Math.round(plan.horizon * h);
  const depth = h - hy;
  const still = plan.has.has('lake') && !plan.has.has('sea');

  const reflectH = Math.min(hy, depth);
  const copy = createCanvas(w, reflectH);
  copy.getContext('2d').drawImage(canvas, 0, hy - reflectH, w, reflectH, 0, 0, w, reflectH);
  ctx.save();
  ctx.translate(0, hy * 2);
  ctx.scale(1, -1);
  ctx.globalAlpha = still ? 0.8 : 0.5;
  ctx.drawImage(copy, 0, hy - reflectH);
  ctx.restore();

  const g = ctx.createLinearGradient(0, hy, 0, h);
  g.addColorStop(0, css(mix(pal.water, pal.skyHorizon, 0.5), still ? 0.35 : 0.55));
  g.addColorStop(1, css(shade(pal.water, -0.08), still ? 0.7 : 0.85));
  ctx.fillStyle = g;
  ctx.fillRect(0, hy, w, depth);

  // Ripples: thin lines whose spacing and length grow towards the viewer.
  for (let y = hy + 2 * u, k = 0; y < h; k++) {
    const t = (y - hy) / depth;
    const lines = Math.round(w / (60 * u * (0.4 + t)));
    for (let i = 0; i < lines; i++) {
      const len = rng.range(10, 60) * u * (0.3 + t);
      const x = rng() * w;
      ctx.strokeStyle = css(
        rng.chance(0.5) ? shade(pal.skyHorizon, 0.1) : shade(pal.water, -0.12),
        rng.range(0.1, 0.3),
      );
      ctx.lineWidth = Math.max(1, 1.6 * u * (0.3 + t));
      ctx.beginPath();
      ctx.moveTo(x, y);
      ctx.lineTo(x + len, y);
      ctx.stroke();
    }
    y += (2 + t * t * 14 + (k % 3)) * u;
  }

  if (light) {
    for (let y = hy + 1; y < h; y += 3 * u) {
      const t = (y - hy) / depth;
      const spread = light.r * (0.8 + t * 2.5);
      for (let i = 0; i < 3; i++) {
        const x = light.x + rng.range(-spread, spread) * rng();
        const len = rng.range(4, 30) * u * (0.4 + t);
        ctx.strokeStyle = css(shade(pal.sun, 0.05), rng.range(0.25, 0.75) * (1 - t * 0.5));
        ctx.lineWidth = Math.max(1, 2 * u * (0.4 + t));
        ctx.beginPath();
        ctx.moveTo(x - len / 2, y);
        ctx.lineTo(x + len / 2, y);
        ctx.stroke();
      }
    }
  }
  // The horizon line itself, slightly brighter, reads as distance.
  ctx.fillStyle = css(shade(pal.skyHorizon, 0.08), 0.5);
  ctx.fillRect(0, hy - u, w, 2 * u);
}

/**
 * Sand along the bottom of a sea (or a grass bank along a lake). Where subjects must stand on it
 * (`plan.shore`) it is a broad, nearly level strip from that line down; otherwise a slanting strip of shore.
 */
export function drawBeach(s: Stage): void {
  const { ctx, w, h, u, pal, plan, rng, noise } = s;
  const fromLeft = rng.chance(0.5);
  const wide = plan.shore !== undefined;
  const top = wide ? (plan.shore as number) * h : h * rng.range(0.78, 0.86);
  const slope = wide ? 0.035 : 0.18;
  const bank = !plan.has.has('sea') && !plan.has.has('beach');
  const land = bank ? pal.ground : pal.sand;
  const edge = (x: number) =>
    top + (fromLeft ? x / w : 1 - x / w) * h * slope + noise(x / (200 * u), 7.7) * 10 * u;
  ctx.beginPath();
  ctx.moveTo(0, h);
  for (let x = 0; x <= w; x += 8 * u) ctx.lineTo(x, edge(x));
  ctx.lineTo(w, h);
  ctx.closePath();
  const g = ctx.createLinearGradient(0, top, 0, h);
  g.addColorStop(0, css(shade(land, 0.06)));
  g.addColorStop(1, css(shade(land, -0.1)));
  ctx.fillStyle = g;
  ctx.fill();
  // Foam where the wave meets the sand; a darker rim where a grass bank meets still water.
  ctx.strokeStyle = bank ? css(shade(land, -0.12), 0.8) : css(shade(pal.cloud, 0), 0.75);
  ctx.lineWidth = 4 * u;
  ctx.beginPath();
  for (let x = 0; x <= w; x += 8 * u) ctx.lineTo(x, edge(x) - 3 * u + Math.sin(x / (23 * u)) * 2 * u);
  ctx.stroke();
}

/** A sailing boat on the water, small against the horizon. */
export function drawBoat(s: Stage): void {
  const { ctx, w, h, u, plan, pal, rng } = s;
  const hy = plan.horizon * h;
  const x = w * rng.range(0.2, 0.8);
  const y = hy + (h - hy) * rng.range(0.15, 0.35);
  const k = u * rng.range(0.8, 1.3);
  const dark = shade(pal.near, -0.02);
  ctx.fillStyle = css(dark);
  ctx.beginPath();
  ctx.moveTo(x - 60 * k, y);
  ctx.lineTo(x + 60 * k, y);
  ctx.lineTo(x + 45 * k, y + 16 * k);
  ctx.lineTo(x - 45 * k, y + 16 * k);
  ctx.fill();
  ctx.fillStyle = css(mix(pal.cloud, pal.sun, 0.2));
  ctx.beginPath();
  ctx.moveTo(x, y - 4 * k);
  ctx.lineTo(x, y - 130 * k);
  ctx.lineTo(x + 55 * k, y - 8 * k);
  ctx.fill();
  ctx.fillStyle = css(shade(pal.cloud, -0.12));
  ctx.beginPath();
  ctx.moveTo(x - 4 * k, y - 12 * k);
  ctx.lineTo(x - 4 * k, y - 105 * k);
  ctx.lineTo(x - 45 * k, y - 12 * k);
  ctx.fill();
}
