import { css, hsl, mix, shade, type Hsl } from '../colour';
import type { Stage } from '../stage';
import { drawStars } from './sky';

/** Deep space: a dark field, nebula clouds, stars, and the planets, moon or galaxy the prompt named. */
export function drawSpace(s: Stage): void {
  const { ctx, w, h, u, plan, pal, rng } = s;
  const bg = ctx.createRadialGradient(w * 0.5, h * 0.5, 0, w * 0.5, h * 0.5, Math.hypot(w, h) * 0.6);
  bg.addColorStop(0, css(shade(pal.skyHorizon, -0.06)));
  bg.addColorStop(1, css(shade(pal.skyTop, -0.03)));
  ctx.fillStyle = bg;
  ctx.fillRect(0, 0, w, h);

  const hues: Hsl[] = pal.tint ? pal.accents : [hsl(275, 0.7, 0.45), hsl(205, 0.8, 0.45), hsl(330, 0.7, 0.5)];
  // Nebula: overlapping soft clouds along a diagonal band.
  const angle = rng.range(-0.6, 0.6);
  ctx.globalCompositeOperation = 'screen';
  for (let i = 0; i < 26; i++) {
    const t = rng.range(-0.6, 0.6);
    const cx = w / 2 + Math.cos(angle) * t * w + rng.range(-0.15, 0.15) * w;
    const cy = h / 2 + Math.sin(angle) * t * h + rng.range(-0.15, 0.15) * h;
    const r = rng.range(90, 300) * u;
    const g = ctx.createRadialGradient(cx, cy, 0, cx, cy, r);
    const c = rng.pick(hues);
    g.addColorStop(0, css(c, rng.range(0.12, 0.3)));
    g.addColorStop(1, css(c, 0));
    ctx.fillStyle = g;
    ctx.fillRect(cx - r, cy - r, r * 2, r * 2);
  }
  ctx.globalCompositeOperation = 'source-over';
  drawStars(s, h, 2.2);
  if (plan.has.has('galaxy')) galaxy(s, hues);
  if (plan.has.has('planet')) planet(s, rng.pick(hues), rng.chance(0.6));
  if (plan.has.has('moon')) planet(s, hsl(40, 0.05, 0.7), false, 0.5);
}

function galaxy(s: Stage, hues: Hsl[]): void {
  const { ctx, w, h, u, rng } = s;
  const cx = w * rng.range(0.35, 0.65);
  const cy = h * rng.range(0.35, 0.6);
  const size = Math.min(w, h) * rng.range(0.3, 0.42);
  const tilt = rng.range(0.35, 0.6);
  const spin = rng.range(0, Math.PI * 2);
  const core = ctx.createRadialGradient(cx, cy, 0, cx, cy, size * 0.45);
  core.addColorStop(0, 'rgba(255,245,225,0.95)');
  core.addColorStop(0.3, css(shade(hues[0] as Hsl, 0.25), 0.4));
  core.addColorStop(1, css(hues[0] as Hsl, 0));
  ctx.fillStyle = core;
  ctx.fillRect(cx - size, cy - size, size * 2, size * 2);
  // The arms' stars are decided first, then drawn grouped by colour and opacity (to the 8 bits of alpha the
  // canvas keeps): a few hundred style changes, each a CSS string to parse, instead of one per star.
  const colours = [hsl(45, 0.3, 0.9), ...hues];
  const hueIndex = hues.map((_, k) => k + 1);
  const groups = new Map<number, number[]>();
  const arms = 2;
  for (let i = 0; i < 5000; i++) {
    const arm = i % arms;
    const t = rng() ** 0.6;
    const theta = t * 4.2 + (arm * Math.PI * 2) / arms + rng.range(-0.35, 0.35) * (1 - t * 0.5);
    const r = t * size;
    const lx = Math.cos(theta + spin) * r;
    const ly = Math.sin(theta + spin) * r * tilt;
    const c = rng.chance(0.7) ? 0 : rng.pick(hueIndex);
    const alpha = Math.round(rng.range(0.2, 0.7) * (1 - t * 0.6) * 255);
    const key = c * 256 + alpha;
    const rects = groups.get(key) ?? groups.set(key, []).get(key)!;
    rects.push(cx + lx, cy + ly, rng.range(0.8, 2.2) * u, rng.range(0.8, 2.2) * u);
  }
  for (const [key, rects] of groups) {
    ctx.fillStyle = css(colours[key >> 8] as Hsl, (key & 255) / 255);
    for (let k = 0; k < rects.length; k += 4) {
      ctx.fillRect(
        rects[k] as number,
        rects[k + 1] as number,
        rects[k + 2] as number,
        rects[k + 3] as number,
      );
    }
  }
}

function planet(s: Stage, colour: Hsl, ringed: boolean, scale = 1): void {
  const { ctx, w, h, rng } = s;
  const r = Math.min(w, h) * rng.range(0.13, 0.26) * scale;
  const cx = w * rng.pick([rng.range(0.2, 0.35), rng.range(0.65, 0.8)]);
  const cy = h * rng.range(0.3, 0.7);
  const lightA = rng.range(0, Math.PI * 2);
  const lx = Math.cos(lightA);
  const ly = Math.sin(lightA);
  const halo = ctx.createRadialGradient(cx, cy, r * 0.9, cx, cy, r * 1.5);
  halo.addColorStop(0, css(shade(colour, 0.2), 0.45));
  halo.addColorStop(1, css(colour, 0));
  ctx.fillStyle = halo;
  ctx.fillRect(cx - r * 2, cy - r * 2, r * 4, r * 4);
  const tiltRing = rng.range(-0.5, 0.5);
  if (ringed) ring(s, cx, cy, r, colour, tiltRing, true);
  const body = ctx.createRadialGradient(cx + lx * r * 0.4, cy + ly * r * 0.4, r * 0.05, cx, cy, r);
  body.addColorStop(0, css(shade(colour, 0.28, -0.1)));
  body.addColorStop(0.6, css(colour));
  body.addColorStop(1, css(shade(colour, -0.3)));
  ctx.fillStyle = body;
  ctx.beginPath();
  ctx.arc(cx, cy, r, 0, Math.PI * 2);
  ctx.fill();
  ctx.save();
  ctx.clip();
  for (let i = 0; i < 9; i++) {
    const y = cy + rng.range(-1, 1) * r;
    ctx.fillStyle = css(shade(colour, rng.range(-0.15, 0.15), 0, rng.range(-15, 15)), rng.range(0.15, 0.35));
    ctx.fillRect(cx - r, y, r * 2, rng.range(0.03, 0.12) * r);
  }
  const night = ctx.createRadialGradient(cx + lx * r * 0.6, cy + ly * r * 0.6, r * 0.6, cx, cy, r * 1.5);
  night.addColorStop(0, 'rgba(0,0,0,0)');
  night.addColorStop(1, 'rgba(0,0,8,0.8)');
  ctx.fillStyle = night;
  ctx.fillRect(cx - r, cy - r, r * 2, r * 2);
  ctx.restore();
  if (ringed) ring(s, cx, cy, r, colour, tiltRing, false);
}

/** Half a ring: the far half goes behind the planet, the near half in front. */
function ring(s: Stage, cx: number, cy: number, r: number, colour: Hsl, tilt: number, back: boolean): void {
  const { ctx } = s;
  ctx.save();
  ctx.translate(cx, cy);
  ctx.rotate(tilt);
  for (let i = 0; i < 4; i++) {
    ctx.strokeStyle = css(mix(colour, hsl(40, 0.3, 0.85), 0.5 + i * 0.1), 0.55 - i * 0.1);
    ctx.lineWidth = r * 0.07;
    ctx.beginPath();
    ctx.ellipse(
      0,
      0,
      r * (1.5 + i * 0.12),
      r * (0.32 + i * 0.03),
      0,
      back ? Math.PI : 0,
      back ? Math.PI * 2 : Math.PI,
    );
    ctx.stroke();
  }
  ctx.restore();
}

/** A small rocket crossing the frame, with its flame. */
export function drawSpaceship(s: Stage): void {
  const { ctx, w, h, pal, rng } = s;
  const x = w * rng.range(0.3, 0.7);
  const y = h * rng.range(0.3, 0.7);
  const k = (Math.min(w, h) / 1024) * rng.range(0.8, 1.2);
  ctx.save();
  ctx.translate(x, y);
  ctx.rotate(rng.range(-1.1, -0.4));
  const flame = ctx.createRadialGradient(-120 * k, 0, 0, -120 * k, 0, 110 * k);
  flame.addColorStop(0, 'rgba(255,240,200,0.95)');
  flame.addColorStop(0.3, 'rgba(255,150,40,0.7)');
  flame.addColorStop(1, 'rgba(255,60,20,0)');
  ctx.fillStyle = flame;
  ctx.beginPath();
  ctx.ellipse(-150 * k, 0, 110 * k, 28 * k, 0, 0, Math.PI * 2);
  ctx.fill();
  const hull = ctx.createLinearGradient(0, -40 * k, 0, 40 * k);
  hull.addColorStop(0, '#f4f6fa');
  hull.addColorStop(1, '#8a93a6');
  ctx.fillStyle = css(pal.accents[0] ?? hsl(0, 0.7, 0.5));
  for (const side of [-1, 1]) {
    ctx.beginPath();
    ctx.moveTo(-40 * k, side * 30 * k);
    ctx.lineTo(-105 * k, side * 70 * k);
    ctx.lineTo(-95 * k, side * 10 * k);
    ctx.fill();
  }
  ctx.fillStyle = hull;
  ctx.beginPath();
  ctx.moveTo(140 * k, 0);
  ctx.bezierCurveTo(90 * k, -45 * k, -60 * k, -42 * k, -100 * k, -30 * k);
  ctx.lineTo(-100 * k, 30 * k);
  ctx.bezierCurveTo(-60 * k, 42 * k, 90 * k, 45 * k, 140 * k, 0);
  ctx.fill();
  ctx.fillStyle = css(hsl(200, 0.8, 0.6));
  ctx.strokeStyle = '#59606e';
  ctx.lineWidth = 5 * k;
  ctx.beginPath();
  ctx.arc(40 * k, 0, 17 * k, 0, Math.PI * 2);
  ctx.fill();
  ctx.stroke();
  ctx.restore();
}
