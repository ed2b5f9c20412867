import { css, mix, shade } from '../colour';
import type { Stage } from '../stage';

export function drawSky(s: Stage): void {
  const { ctx, w, h, pal, plan } = s;
  const hy = plan.horizon * h;
  const g = ctx.createLinearGradient(0, 0, 0, hy);
  g.addColorStop(0, css(pal.skyTop));
  g.addColorStop(0.55, css(mix(pal.skyTop, pal.skyHorizon, 0.5)));
  g.addColorStop(1, css(pal.skyHorizon));
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, w, Math.ceil(hy) + 1);
  ctx.fillStyle = css(pal.skyHorizon);
  ctx.fillRect(0, hy, w, h - hy);
}

/** Where the sun or moon sits, chosen once so the water can reflect it. */
export function lightSource(s: Stage): { x: number; y: number; r: number } {
  const { w, h, u, plan, rng } = s;
  const hy = plan.horizon * h;
  const low = plan.light === 'golden';
  const x = w * rng.pick([rng.range(0.18, 0.38), rng.range(0.62, 0.82), rng.range(0.42, 0.58)]);
  // Behind mountains a low sun would set out of sight: it hangs above the peaks instead.
  const lowest = plan.has.has('mountains') ? 0.3 : 0.02;
  const y = low ? hy - rng.range(lowest, lowest + 0.12) * h : rng.range(0.14, 0.3) * h;
  const r = (plan.has.has('moon') ? rng.range(60, 95) : rng.range(45, 70)) * u;
  return { x, y: Math.min(y, hy - r * 0.35), r };
}

export function drawSun(s: Stage, at: { x: number; y: number; r: number }): void {
  const { ctx, w, h, pal } = s;
  const glow = ctx.createRadialGradient(at.x, at.y, at.r * 0.5, at.x, at.y, Math.max(w, h) * 0.7);
  glow.addColorStop(0, css(pal.sun, 0.75));
  glow.addColorStop(0.15, css(shade(pal.sun, -0.05, 0, -8), 0.35));
  glow.addColorStop(1, css(pal.sun, 0));
  ctx.fillStyle = glow;
  ctx.fillRect(0, 0, w, h);
  ctx.fillStyle = css(shade(pal.sun, 0.05));
  ctx.beginPath();
  ctx.arc(at.x, at.y, at.r, 0, Math.PI * 2);
  ctx.fill();
}

export function drawMoon(s: Stage, at: { x: number; y: number; r: number }): void {
  const { ctx, w, h, pal, rng } = s;
  const halo = ctx.createRadialGradient(at.x, at.y, at.r, at.x, at.y, at.r * 6);
  halo.addColorStop(0, css(pal.sun, 0.35));
  halo.addColorStop(1, css(pal.sun, 0));
  ctx.fillStyle = halo;
  ctx.fillRect(0, 0, w, h);
  const face = ctx.createRadialGradient(at.x - at.r * 0.3, at.y - at.r * 0.3, at.r * 0.1, at.x, at.y, at.r);
  face.addColorStop(0, css(shade(pal.sun, 0.08, -0.1)));
  face.addColorStop(1, css(shade(pal.sun, -0.12, -0.05)));
  ctx.fillStyle = face;
  ctx.beginPath();
  ctx.arc(at.x, at.y, at.r, 0, Math.PI * 2);
  ctx.fill();
  // Maria: soft darker patches, kept inside the disc.
  ctx.save();
  ctx.clip();
  for (let i = 0; i < 7; i++) {
    const a = rng.range(0, Math.PI * 2);
    const d = rng.range(0, at.r * 0.7);
    ctx.fillStyle = css(shade(pal.sun, -0.3, -0.1), rng.range(0.08, 0.2));
    ctx.beginPath();
    ctx.arc(at.x + Math.cos(a) * d, at.y + Math.sin(a) * d, rng.range(0.12, 0.35) * at.r, 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.restore();
}

export function drawStars(s: Stage, bottom: number, density = 1): void {
  const { ctx, w, u, pal, rng } = s;
  const count = Math.round(((w * bottom) / 1400) * density);
  const star = shade(pal.sun, 0.08, -0.2);
  for (let i = 0; i < count; i++) {
    const x = rng() * w;
    const y = rng() * bottom;
    const fade = 1 - (y / bottom) ** 2;
    const r = (rng() < 0.97 ? rng.range(0.5, 1.3) : rng.range(1.6, 2.6)) * u;
    ctx.fillStyle = css(star, fade * rng.range(0.35, 1));
    ctx.beginPath();
    ctx.arc(x, y, r, 0, Math.PI * 2);
    ctx.fill();
    if (r > 1.5 * u) {
      const glow = ctx.createRadialGradient(x, y, 0, x, y, r * 6);
      glow.addColorStop(0, css(star, 0.35 * fade));
      glow.addColorStop(1, css(star, 0));
      ctx.fillStyle = glow;
      ctx.fillRect(x - r * 6, y - r * 6, r * 12, r * 12);
    }
  }
}

/** Cumulus heaps by day, long lit streaks at sunset. */
export function drawClouds(s: Stage, sunX: number): void {
  const { ctx, w, h, u, pal, plan, rng } = s;
  const hy = plan.horizon * h;
  const streaks = plan.light === 'golden' || plan.light === 'night';
  const count = rng.int(3, 6);
  for (let c = 0; c < count; c++) {
    const cy = hy * rng.range(0.12, 0.7);
    const cx = rng.range(-0.1, 1.1) * w;
    const width = rng.range(0.25, 0.55) * w;
    const depth = cy / hy;
    const lit = plan.light === 'golden' ? mix(pal.cloud, pal.sun, 0.35 * depth) : pal.cloud;
    const shadow = shade(mix(pal.cloud, pal.skyTop, 0.45), -0.06);
    const puffs = streaks ? 14 : 16;
    for (let pass = 0; pass < 2; pass++) {
      for (let i = 0; i < puffs; i++) {
        const t = i / (puffs - 1) - 0.5;
        const px = cx + t * width + rng.range(-20, 20) * u;
        const base = streaks ? rng.range(12, 26) * u : (1 - Math.abs(t) * 1.5) * rng.range(40, 75) * u;
        const r = Math.max(base, (streaks ? 8 : 22) * u);
        const py = cy - (streaks ? 0 : r * 0.35) + (pass === 0 ? r * 0.25 : 0);
        const rx = streaks ? r * rng.range(5, 9) : r;
        ctx.save();
        ctx.translate(px, py);
        ctx.scale(rx / r, 1);
        const g = ctx.createRadialGradient(sunX > px ? r * 0.2 : -r * 0.2, -r * 0.3, 0, 0, 0, r);
        const colour = pass === 0 ? shadow : lit;
        g.addColorStop(0, css(colour, streaks ? 0.35 : 0.95));
        g.addColorStop(0.7, css(colour, streaks ? 0.15 : 0.75));
        g.addColorStop(1, css(colour, 0));
        ctx.fillStyle = g;
        ctx.beginPath();
        ctx.arc(0, 0, r, 0, Math.PI * 2);
        ctx.fill();
        ctx.restore();
      }
    }
  }
}

/** A band of haze resting on a line: depth between layers, or the whole mood when fog was asked for. */
export function drawHaze(s: Stage, y: number, height: number, alpha: number): void {
  const { ctx, w, pal } = s;
  const g = ctx.createLinearGradient(0, y - height, 0, y + height * 0.4);
  g.addColorStop(0, css(pal.fog, 0));
  g.addColorStop(0.7, css(pal.fog, alpha));
  // Fade out below too: a band that stopped at full strength would leave a hard line.
  g.addColorStop(1, css(pal.fog, 0));
  ctx.fillStyle = g;
  ctx.fillRect(0, y - height, w, height * 1.4);
}

/**
 * An overcast sky: a deck of broad, soft cloud across the whole sky, large and close overhead, smaller
 * towards the horizon, each heap darker underneath than on top. The palette's weather sets how grey.
 */
export function drawOvercast(s: Stage): void {
  const { ctx, w, h, u, pal, plan, rng } = s;
  const hy = plan.horizon * h;
  const under = shade(mix(pal.cloud, pal.skyTop, 0.55), -0.06);
  const top = shade(pal.cloud, 0.03);
  const rows = 5;
  for (let row = 0; row < rows; row++) {
    const t = row / (rows - 1);
    const cy = hy * (0.02 + t * 0.72);
    const r = (150 - t * 95) * u;
    for (let x = rng.range(-r, 0); x < w + r; x += r * rng.range(0.8, 1.2)) {
      const py = cy + rng.range(-0.25, 0.25) * r;
      const rx = r * rng.range(1.5, 2.1);
      for (const [colour, dy, alpha] of [
        [under, r * 0.22, 0.9],
        [top, -r * 0.12, 0.75],
      ] as const) {
        ctx.save();
        ctx.translate(x, py + dy);
        ctx.scale(rx / r, 1);
        const g = ctx.createRadialGradient(0, 0, 0, 0, 0, r);
        g.addColorStop(0, css(colour, alpha));
        g.addColorStop(0.6, css(colour, alpha * 0.7));
        g.addColorStop(1, css(colour, 0));
        ctx.fillStyle = g;
        ctx.fillRect(-r, -r, r * 2, r * 2);
        ctx.restore();
      }
    }
  }
}

/** A veil of fog over the finished scene: everything paler and flatter, the far things most. */
export function drawFogVeil(s: Stage): void {
  const { ctx, w, h, pal, plan } = s;
  const hy = plan.horizon * h;
  const g = ctx.createLinearGradient(0, 0, 0, h);
  g.addColorStop(0, css(pal.fog, 0.25));
  g.addColorStop(Math.min(0.95, hy / h), css(pal.fog, 0.4));
  g.addColorStop(1, css(pal.fog, 0.15));
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, w, h);
}
