import { css, mix, shade } from '../colour';
import type { Stage } from '../stage';

/** Three rows of buildings, hazier with distance, with lit windows at night and dusk. */
export function drawCity(s: Stage): void {
  const { ctx, w, h, u, plan, pal, rng, noise } = s;
  const hy = plan.horizon * h;
  const night = plan.light === 'night' || plan.light === 'golden' || plan.style === 'neon';
  const rows = 3;
  for (let row = 0; row < rows; row++) {
    const t = row / (rows - 1);
    const base = plan.has.has('sea') || plan.has.has('lake') ? hy : hy + t * 0.04 * h;
    const facade = mix(mix(pal.far, pal.near, t), pal.fog, (1 - t) * 0.45);
    const tallest = h * (0.2 + 0.22 * t) * (plan.has.has('sea') ? 0.8 : 1);
    for (let x = -rng.range(0, 40) * u; x < w;) {
      const bw = rng.range(34, 90) * u * (0.7 + t * 0.5);
      const cluster = 0.55 + 0.45 * noise(x / w / 0.35, row * 3.1);
      const bh = Math.max(30 * u, tallest * cluster * rng.range(0.45, 1));
      const top = base - bh;
      const colour = shade(facade, rng.range(-0.03, 0.03));
      ctx.fillStyle = css(colour);
      ctx.fillRect(x, top, bw, h - top);
      if (rng.chance(0.35)) {
        const inset = bw * rng.range(0.15, 0.3);
        const step = rng.range(12, 40) * u;
        ctx.fillRect(x + inset, top - step, bw - inset * 2, step);
        if (rng.chance(0.6)) ctx.fillRect(x + bw / 2 - u, top - step - 40 * u, 2 * u, 40 * u);
      }
      // The side facing the light, a shade lighter.
      ctx.fillStyle = css(shade(colour, 0.05), 0.8);
      ctx.fillRect(x, top, bw * 0.12, h - top);
      if (row > 0) windows(s, x, top, bw, base - top, t, night);
      x += bw + rng.range(-6, 10) * u;
    }
  }
}

function windows(s: Stage, x: number, top: number, bw: number, bh: number, t: number, night: boolean): void {
  const { ctx, u, pal, rng } = s;
  const size = (5 + 3 * t) * u;
  const gap = size * rng.range(1.5, 2.2);
  const neon = s.plan.style === 'neon';
  const lit = neon ? 0.08 : night ? rng.range(0.2, 0.5) : 0.1;
  const warm = night
    ? shade(mix(pal.sun, pal.accents[0] ?? pal.sun, 0.3), 0, 0.3)
    : shade(pal.skyHorizon, 0.1);
  const cols = Math.floor((bw - gap) / gap);
  const rows = Math.floor((bh - gap) / gap);
  const x0 = x + (bw - cols * gap) / 2 + (gap - size) / 2;
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      if (!rng.chance(lit)) continue;
      ctx.fillStyle = css(warm, night ? rng.range(0.6, 1) : 0.35);
      ctx.fillRect(x0 + c * gap, top + gap + r * gap, size, size * 1.3);
    }
  }
}
