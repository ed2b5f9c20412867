import { css, hsl, shade, type Hsl } from '../colour';
import type { Stage } from '../stage';

/** When no subject is recognised: a composition of shapes or flowing bands in a harmonious palette. */
export function drawAbstract(s: Stage): void {
  const { rng, pal } = s;
  const lead =
    pal.tint && pal.tint.s > 0.05 ? pal.tint : hsl(rng.pick([8, 25, 45, 175, 200, 220, 255, 330]), 0.6, 0.5);
  const scheme = rng.pick([
    [0, 30, 180, 210],
    [0, 120, 240, 30],
    [0, 25, -25, 180],
    [0, 150, 210, 15],
  ]);
  const night = s.plan.light === 'night' || s.plan.style === 'neon';
  // The lead hue is listed twice so it stays the dominant colour.
  const colours = [0, ...scheme].map((dh, i) =>
    hsl(
      lead.h + dh * (i > 1 && pal.tint ? 0.25 : 1),
      lead.s * rng.range(0.8, 1.1),
      night ? rng.range(0.15, 0.45) : rng.range(0.3, 0.68),
    ),
  );
  if (rng.chance(0.5)) shapes(s, colours);
  else bands(s, colours);
}

function shapes(s: Stage, colours: Hsl[]): void {
  const { ctx, w, h, u, rng } = s;
  const ground = colours[0] as Hsl;
  const bg = ctx.createLinearGradient(0, 0, w, h);
  const dark = s.plan.light === 'night' || s.plan.style === 'neon';
  bg.addColorStop(0, css(hsl(ground.h + 20, 0.25, dark ? 0.12 : 0.9)));
  bg.addColorStop(1, css(hsl(ground.h, 0.3, dark ? 0.06 : 0.8)));
  ctx.fillStyle = bg;
  ctx.fillRect(0, 0, w, h);
  const m = Math.min(w, h);
  const count = rng.int(9, 14);
  for (let i = 0; i < count; i++) {
    const c = colours[i % colours.length] as Hsl;
    const x = (Math.round(rng.range(0.1, 0.9) * 6) / 6) * w;
    const y = (Math.round(rng.range(0.1, 0.9) * 6) / 6) * h;
    const r = m * rng.range(0.08, 0.3) * (1 - i / (count * 1.6));
    ctx.globalAlpha = rng.range(0.75, 1);
    ctx.fillStyle = css(c);
    ctx.strokeStyle = css(shade(c, -0.2));
    const kind = rng.int(0, 4);
    ctx.beginPath();
    if (kind === 0) ctx.arc(x, y, r, 0, Math.PI * 2);
    else if (kind === 1)
      ctx.arc(x, y, r, rng.pick([0, Math.PI / 2, Math.PI]), rng.pick([0, Math.PI / 2, Math.PI]) + Math.PI);
    else if (kind === 2) {
      ctx.moveTo(x, y - r);
      ctx.lineTo(x + r, y + r * 0.8);
      ctx.lineTo(x - r, y + r * 0.8);
    } else if (kind === 3) ctx.rect(x - r, y - r * 0.5, r * 2, r);
    else {
      ctx.lineWidth = r * 0.18;
      ctx.arc(x, y, r, 0, Math.PI * rng.range(0.5, 1.5));
      ctx.stroke();
      continue;
    }
    ctx.fill();
  }
  ctx.globalAlpha = 1;
  ctx.strokeStyle = css(shade(ground, -0.35), 0.8);
  ctx.lineWidth = 4 * u;
  for (let i = 0; i < 3; i++) {
    ctx.beginPath();
    const y = rng.range(0.15, 0.85) * h;
    ctx.moveTo(rng.range(0, 0.3) * w, y);
    ctx.lineTo(rng.range(0.7, 1) * w, y);
    ctx.stroke();
  }
}

function bands(s: Stage, colours: Hsl[]): void {
  const { ctx, w, h, u, rng, noise } = s;
  const layers = 8;
  ctx.fillStyle = css(shade(colours[0] as Hsl, 0.2));
  ctx.fillRect(0, 0, w, h);
  const sun = colours[2] as Hsl;
  ctx.fillStyle = css(shade(sun, 0.15));
  ctx.beginPath();
  ctx.arc(
    w * rng.range(0.25, 0.75),
    h * rng.range(0.2, 0.4),
    Math.min(w, h) * rng.range(0.1, 0.18),
    0,
    Math.PI * 2,
  );
  ctx.fill();
  const freq = rng.range(1.2, 2.4);
  for (let i = 0; i < layers; i++) {
    const t = i / (layers - 1);
    const base = h * (0.3 + t * 0.75);
    const c = shade(colours[i % 2 === 0 ? 0 : 1 + (i % (colours.length - 1))] as Hsl, -t * 0.2);
    ctx.fillStyle = css(c);
    ctx.beginPath();
    ctx.moveTo(0, h);
    for (let x = 0; x <= w + 8 * u; x += 8 * u) {
      ctx.lineTo(x, base + noise((x / w) * freq, i * 3.7) * h * 0.09 + Math.sin((x / w) * 6 + i) * h * 0.02);
    }
    ctx.lineTo(w, h);
    ctx.closePath();
    ctx.fill();
  }
}
