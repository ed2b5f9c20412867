import { css, mix, shade, type Hsl } from '../colour';
import { depthColour } from '../palette';
import { fbm1, type Stage } from '../stage';
import { drawHaze } from './sky';

type Profile = Float32Array;

// Land runs this far past both edges, so shifted shadows never leave a seam.
const PAD = 120;

/** Heights along x, one sample every few pixels; `sharp` gives ridged peaks, otherwise rolling land. */
function profile(s: Stage, row: number, base: number, amp: number, freq: number, sharp: boolean): Profile {
  const { w, u, noise } = s;
  const step = 4 * u;
  const n = Math.ceil((w + 2 * PAD * u) / step) + 2;
  const ys = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    const x = (i * step - PAD * u) / 1024 / u;
    const v = fbm1(noise, x * freq, row, sharp ? 6 : 3);
    // Ridged noise gives peaks; blended with plain noise so the range rises and falls as a whole.
    const shape = sharp
      ? 0.55 * (1 - Math.abs(v) * 1.8) + 0.45 * fbm1(noise, x * freq * 0.4, row + 0.5, 2) * 1.6
      : v;
    ys[i] = base - amp * shape;
  }
  return ys;
}

function tracePath(s: Stage, ys: Profile): void {
  const { ctx, w, h, u } = s;
  const step = 4 * u;
  ctx.beginPath();
  ctx.moveTo(-PAD * u, h + 2);
  for (let i = 0; i < ys.length; i++) ctx.lineTo(i * step - PAD * u, ys[i] as number);
  ctx.lineTo(w + PAD * u, h + 2);
  ctx.closePath();
}

function fillLand(
  s: Stage,
  ys: Profile,
  top: Hsl,
  bottom: Hsl,
  shadowShift: number,
  shadowAlpha: number,
): void {
  const { ctx, h } = s;
  let peak = s.h;
  for (const y of ys) peak = Math.min(peak, y);
  const g = ctx.createLinearGradient(0, peak, 0, h);
  g.addColorStop(0, css(top));
  g.addColorStop(1, css(bottom));
  tracePath(s, ys);
  ctx.fillStyle = g;
  ctx.fill();
  if (shadowAlpha <= 0) return;
  // The shadowed flank: the same ridge shifted sideways, darker, inside the ridge: a lit edge for free.
  ctx.save();
  tracePath(s, ys);
  ctx.clip();
  ctx.translate(shadowShift, -Math.abs(shadowShift) * 0.25);
  tracePath(s, ys);
  ctx.fillStyle = css(shade(bottom, -0.12), shadowAlpha);
  ctx.fill();
  ctx.restore();
}

function snowCaps(s: Stage, ys: Profile, line: number, colour: Hsl): void {
  const { ctx, u, noise } = s;
  const step = 4 * u;
  ctx.save();
  tracePath(s, ys);
  ctx.clip();
  ctx.beginPath();
  for (let i = 0; i < ys.length; i++) ctx.lineTo(i * step - PAD * u, (ys[i] as number) - 2);
  for (let i = ys.length - 1; i >= 0; i--) {
    const jag = noise(i * 0.35, 91.7) * 18 * u;
    ctx.lineTo(i * step - PAD * u, Math.max(ys[i] as number, line + jag));
  }
  ctx.closePath();
  ctx.fillStyle = css(colour, 0.92);
  ctx.fill();
  ctx.restore();
}

export function drawMountains(s: Stage, sunX: number): void {
  const { h, w, u, plan, pal, rng } = s;
  const hy = plan.horizon * h;
  const open = !['sea', 'lake', 'city', 'meadow', 'forest', 'hills'].some((k) => plan.has.has(k as 'sea'));
  const layers = plan.has.has('sea') || plan.has.has('city') ? 2 : rng.int(3, 4);
  const shift = (sunX < w / 2 ? 1 : -1) * 26 * u;
  const snowy = plan.has.has('snow') || rng.chance(0.5);
  for (let i = 0; i < layers; i++) {
    const t = layers === 1 ? 1 : i / (layers - 1);
    const base = hy - (1 - t) * 0.05 * h + (plan.has.has('lake') || plan.has.has('sea') ? 0 : t * 0.14 * h);
    const amp = (plan.has.has('sea') ? 0.16 : 0.3) * h * (1 - t * 0.55) * rng.range(0.85, 1.15);
    const ys = profile(
      s,
      10 + i + rng.int(0, 50),
      base - amp * 0.3,
      amp,
      rng.range(0.9, 1.4) + t * 0.8,
      true,
    );
    const colour = mix(depthColour(pal, t * 0.7), pal.fog, (1 - t) * 0.45);
    fillLand(s, ys, shade(colour, 0.05), shade(colour, -0.05), shift, 0.45);
    if (snowy && i < 2) snowCaps(s, ys, base - amp * 0.75, mix(pal.cloud, colour, 0.15 + t * 0.2));
    drawHaze(s, base + 4 * u, amp * 0.4, plan.haze ? 0.7 : 0.35 * (1 - t * 0.6));
  }
  // With nothing else in front, a dark foreground ridge gives the view a floor to stand on.
  if (open) {
    const ys = profile(s, 99 + rng.int(0, 50), h * 0.86, h * 0.1, rng.range(0.6, 1), false);
    const near = plan.haze ? mix(pal.near, pal.fog, 0.3) : pal.near;
    fillLand(s, ys, shade(near, 0.04), shade(near, -0.04), shift, 0.3);
  }
}

export function drawHills(s: Stage, sunX: number): void {
  const { h, w, u, plan, pal, rng } = s;
  const hy = plan.horizon * h;
  const layers = rng.int(3, 4);
  const shift = (sunX < w / 2 ? 1 : -1) * 40 * u;
  for (let i = 0; i < layers; i++) {
    const t = i / (layers - 1);
    const base = hy + t * (h - hy) * 0.45;
    const amp = h * rng.range(0.05, 0.09) * (1 + t * 0.5);
    const ys = profile(s, 40 + i + rng.int(0, 50), base - amp * 0.2, amp, rng.range(0.8, 1.5), false);
    const colour = mix(mix(pal.ground, depthColour(pal, 0.3 + t * 0.7), 0.4), pal.fog, (1 - t) * 0.4);
    fillLand(s, ys, shade(colour, 0.07), shade(colour, -0.06), shift, 0.25);
    if (i < layers - 1) drawHaze(s, base + amp * 0.3, amp, plan.haze ? 0.6 : 0.22);
  }
}

export function drawDunes(s: Stage, sunX: number): void {
  const { ctx, h, w, plan, pal, rng } = s;
  const hy = plan.horizon * h;
  const layers = 4;
  const sunLeft = sunX < w / 2;
  const dir = sunLeft ? 1 : -1;
  for (let i = 0; i < layers; i++) {
    const t = i / (layers - 1);
    const base = hy + t * (h - hy) * 0.55;
    const amp = h * rng.range(0.06, 0.11) * (0.7 + t * 0.6);
    const { ys, crests } = duneProfile(s, base, amp, sunLeft);
    const colour = mix(pal.sand, pal.fog, (1 - t) * 0.35);
    fillLand(s, ys, shade(colour, 0.12), shade(colour, -0.04), 0, 0);
    // Each dune's shadowed side: from its crest, a ridge line curves down towards the viewer; beyond it,
    // on the side away from the sun, the sand is in shade.
    ctx.save();
    tracePath(s, ys);
    ctx.clip();
    ctx.fillStyle = css(shade(colour, -0.14, 0.04, -8), 0.6);
    for (const c of crests) {
      const top = base - c.a;
      const foot = base + amp * rng.range(1, 2.2);
      ctx.beginPath();
      ctx.moveTo(c.x, top);
      ctx.lineTo(c.x + dir * c.span * 0.35, base);
      ctx.lineTo(c.x + dir * c.span * 0.8, foot);
      ctx.quadraticCurveTo(c.x - dir * c.span * 0.25, base + amp * 0.4, c.x, top);
      ctx.fill();
    }
    ctx.restore();
  }
}

/**
 * Dune crests: each a gentle windward rise and a steep slip face, the wind blowing towards the sun's far
 * side so the slip faces fall into shadow; the highest dune wins where they overlap.
 */
function duneProfile(
  s: Stage,
  base: number,
  amp: number,
  sunLeft: boolean,
): { ys: Profile; crests: { x: number; a: number; span: number }[] } {
  const { w, u, rng } = s;
  const step = 4 * u;
  const n = Math.ceil((w + 2 * PAD * u) / step) + 2;
  const crests: { x: number; a: number; span: number }[] = [];
  for (let x = -PAD * u; x < w + PAD * u + w * 0.3; x += w * rng.range(0.18, 0.35)) {
    crests.push({ x, a: amp * rng.range(0.5, 1), span: w * rng.range(0.25, 0.45) });
  }
  const ys = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    const x = i * step - PAD * u;
    let top = 0;
    for (const c of crests) {
      // d < 0 on the windward side, d > 0 on the slip face (mirrored when the sun is on the right).
      const d = ((sunLeft ? x - c.x : c.x - x) / c.span) * 1;
      const height = d < 0 ? (d > -1 ? c.a * (1 + d) ** 1.6 : 0) : d < 0.3 ? c.a * (1 - d / 0.3) ** 1.3 : 0;
      if (height > top) top = height;
    }
    ys[i] = base - top;
  }
  return { ys, crests };
}

/** The plain under everything else, from horizon to the bottom edge. */
export function drawGround(s: Stage): void {
  const { ctx, w, h, plan, pal } = s;
  const hy = plan.horizon * h;
  const g = ctx.createLinearGradient(0, hy, 0, h);
  g.addColorStop(0, css(mix(pal.ground, pal.fog, 0.45)));
  g.addColorStop(1, css(shade(pal.ground, -0.08)));
  ctx.fillStyle = g;
  ctx.fillRect(0, hy, w, h - hy);
}
