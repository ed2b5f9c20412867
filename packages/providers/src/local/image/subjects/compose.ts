import { createCanvas } from '@napi-rs/canvas';
import { css, hsl, mix, shade, type Hsl } from '../colour';
import type { Stage } from '../stage';
import { iconRaster, type Tint } from './icon';
import type { SceneParse } from './parse';
import { placeSubjects, type Placed } from './place';
import { drawTankBack, drawTankFront, tankOf } from './tank';
import { AUTUMN_LEAVES } from '../weather';

/** The light of the scene on the subjects: blue and dark at night, warm at sunset, pale in fog. */
function tintOf(stage: Stage): Tint | undefined {
  const { light } = stage.plan;
  if (light === 'night') return { colour: hsl(228, 0.55, 0.12), amount: 0.42 };
  if (light === 'golden') return { colour: hsl(24, 0.95, 0.55), amount: 0.16 };
  if (light === 'fog') return { colour: stage.pal.fog, amount: 0.28 };
  return undefined;
}

/**
 * Puts the prompt's subjects into the painted setting (see `placeSubjects`), each with a soft shadow, in
 * its posture, under the scene's light, drawn back to front so nearer ones cover.
 */
export function drawSubjects(stage: Stage, parse: SceneParse): void {
  const tint = tintOf(stage);
  for (const p of placeSubjects(stage, parse)) drawPlaced(stage, p, tint);
  const tank = stage.plan.kind === 'interior' ? tankOf(parse, stage.w, stage.h) : undefined;
  if (tank) drawTankFront(stage, tank);
}

/** The colour a subject is painted: the one named, else autumn's on a leafy tree. */
function colourOf(stage: Stage, p: Placed): Hsl | undefined {
  if (p.subject.colour) return p.subject.colour;
  return stage.plan.season === 'autumn' && p.icon === 'deciduous-tree' ? AUTUMN_LEAVES : undefined;
}

/** How a posture bends the icon: stretched (sx, sy) and turned (radians) about its visible centre. */
function bodyOf(p: Placed): { sx: number; sy: number; turn: number } {
  if (p.posture !== 'lying') return { sx: 1, sy: 1, turn: 0 };
  // An animal lies low and long; a whole standing figure lies on its side; a head or bust leans over.
  if (!p.subject.concept.kind.startsWith('person')) return { sx: 1.15, sy: 0.62, turn: 0 };
  return { sx: 1, sy: 1, turn: p.icon.endsWith('-standing') ? -Math.PI / 2 : -0.35 };
}

function drawPlaced(stage: Stage, p: Placed, tint: Tint | undefined): void {
  const { ctx, u } = stage;
  const raster = iconRaster(p.icon, p.size, colourOf(stage, p), tint);
  const k = p.size / raster.size;
  const { x0, y0, x1, y1 } = raster.box;
  const body = bodyOf(p);
  // The visible box in picture pixels, and how far its centre sits above the baseline once bent.
  const bw = (x1 - x0) * k * body.sx;
  const bh = (y1 - y0) * k * body.sy;
  const cos = Math.abs(Math.cos(body.turn));
  const sin = Math.abs(Math.sin(body.turn));
  // A swimmer's waterline is at 62 % of its height, a floating bird's at 80 %; others stand on the line.
  const wet = p.posture === 'swimming' || p.posture === 'afloat';
  const lift = wet ? bh * (p.posture === 'swimming' ? 0.12 : 0.3) : (sin * bw + cos * bh) / 2;
  const width = cos * bw + sin * bh;
  if (p.shadow) drawShadow(stage, p, width);
  ctx.save();
  ctx.translate(p.x, p.y);
  if (p.flip) ctx.scale(-1, 1);
  if (wet) {
    // Below the waterline only a faint shape shows through the water.
    ctx.save();
    ctx.beginPath();
    ctx.rect(-p.size * 2, 0, p.size * 4, p.size * 2);
    ctx.clip();
    ctx.globalAlpha = 0.28;
    drawBody(ctx, raster, k, body, lift);
    ctx.restore();
    ctx.save();
    ctx.beginPath();
    ctx.rect(-p.size * 2, -p.size * 3, p.size * 4, p.size * 3);
    ctx.clip();
    drawBody(ctx, raster, k, body, lift);
    ctx.restore();
    ctx.strokeStyle = css(shade(stage.pal.skyHorizon, 0.25), 0.7);
    ctx.lineWidth = Math.max(1.5, 3 * u);
    ctx.beginPath();
    ctx.ellipse(0, 0, width * 0.62, Math.max(3, bh * 0.05), 0, 0, Math.PI * 2);
    ctx.stroke();
  } else drawBody(ctx, raster, k, body, lift);
  ctx.restore();
  const extras = p.subject.pose === 'sleeping' ? [{ icon: 'zzz', dx: 0.42, dy: -0.5, scale: 0.3 }] : [];
  for (const prop of [...p.subject.props, ...extras]) {
    const size = p.size * prop.scale;
    const r = iconRaster(prop.icon, size, undefined, tint);
    const pk = size / r.size;
    const cx = p.x + prop.dx * p.size * (p.flip ? -1 : 1);
    // Props sit relative to the body as drawn: a lying body is lower, a swimmer's above the water.
    const cy = p.y - (p.posture === 'upright' ? p.size / 2 : lift) + prop.dy * p.size;
    ctx.drawImage(r.canvas, cx - (r.size * pk) / 2, cy - (r.size * pk) / 2, r.size * pk, r.size * pk);
  }
}

/** Draws a raster bent by a posture, its visible centre `lift` above the origin (the baseline). */
function drawBody(
  ctx: Stage['ctx'],
  raster: ReturnType<typeof iconRaster>,
  k: number,
  body: { sx: number; sy: number; turn: number },
  lift: number,
): void {
  const { x0, y0, x1, y1 } = raster.box;
  ctx.save();
  ctx.translate(0, -lift);
  if (body.turn) ctx.rotate(body.turn);
  ctx.scale(body.sx * k, body.sy * k);
  ctx.drawImage(raster.canvas, -(x0 + x1) / 2, -(y0 + y1) / 2);
  ctx.restore();
}

/** A soft dark ellipse on the ground under a subject. */
function drawShadow(stage: Stage, p: Placed, width: number): void {
  const { ctx, u, plan } = stage;
  const rw = width * 0.55;
  const rh = Math.max(4 * u, p.size * 0.06);
  const g = ctx.createRadialGradient(p.x, p.y, 0, p.x, p.y, rw);
  const strength = plan.light === 'night' ? 0.3 : plan.style === 'photo' ? 0.42 : 0.35;
  g.addColorStop(0, `rgba(0,0,0,${strength})`);
  g.addColorStop(1, 'rgba(0,0,0,0)');
  ctx.save();
  ctx.translate(p.x, p.y - rh * 0.2);
  ctx.scale(1, rh / rw);
  ctx.translate(-p.x, -p.y);
  ctx.fillStyle = g;
  ctx.fillRect(p.x - rw, p.y - rw, rw * 2, rw * 2);
  ctx.restore();
}

/** A room: a wall with soft light and a wooden table top the subjects stand on (an aquarium on it, if named). */
export function drawInterior(stage: Stage, parse?: SceneParse): void {
  const { ctx, w, h, pal, rng } = stage;
  const wall = mix(hsl(35, 0.25, 0.78), pal.skyHorizon, 0.25);
  const dim = stage.plan.light === 'night' ? -0.45 : stage.plan.light === 'golden' ? -0.1 : 0;
  const g = ctx.createLinearGradient(0, 0, 0, h * 0.62);
  g.addColorStop(0, css(shade(wall, -0.12 + dim)));
  g.addColorStop(1, css(shade(wall, 0.04 + dim)));
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, w, h * 0.62);
  const lx = w * rng.range(0.2, 0.8);
  const glow = ctx.createRadialGradient(lx, h * 0.25, 0, lx, h * 0.25, w * 0.6);
  glow.addColorStop(0, css(pal.sun, 0.35));
  glow.addColorStop(1, css(pal.sun, 0));
  ctx.fillStyle = glow;
  ctx.fillRect(0, 0, w, h * 0.62);
  const wood: Hsl = shade(hsl(rng.range(22, 32), 0.45, 0.36), dim * 0.5);
  const t = ctx.createLinearGradient(0, h * 0.62, 0, h);
  t.addColorStop(0, css(shade(wood, 0.1)));
  t.addColorStop(1, css(shade(wood, -0.12)));
  ctx.fillStyle = t;
  ctx.fillRect(0, h * 0.62, w, h * 0.38);
  ctx.strokeStyle = css(shade(wood, -0.08), 0.5);
  ctx.lineWidth = Math.max(1, 2 * stage.u);
  for (let i = 0; i < 9; i++) {
    const y = h * (0.64 + i * 0.04) + rng.range(-4, 4);
    ctx.beginPath();
    ctx.moveTo(0, y);
    ctx.bezierCurveTo(w * 0.3, y + rng.range(-6, 6), w * 0.7, y + rng.range(-6, 6), w, y);
    ctx.stroke();
  }
  ctx.fillStyle = css(shade(wood, 0.18));
  ctx.fillRect(0, h * 0.62, w, Math.max(2, 6 * stage.u));
  const tank = tankOf(parse, w, h);
  if (tank) drawTankBack(stage, tank);
}

/** Snow on the ground, for "in snow" and winter scenes. */
export function drawSnowGround(stage: Stage): void {
  const { ctx, w, h, plan } = stage;
  const top = plan.horizon * h;
  const snow = plan.light === 'night' ? hsl(225, 0.25, 0.45) : hsl(210, 0.3, 0.93);
  const g = ctx.createLinearGradient(0, top, 0, h);
  g.addColorStop(0, css(shade(snow, -0.06)));
  g.addColorStop(1, css(snow));
  ctx.fillStyle = g;
  ctx.fillRect(0, top + 2, w, h - top);
}

/**
 * Rain: slanted streaks over the whole picture, each a bright core on a darker edge so it reads on light
 * and dark ground alike. They are drawn before the finish, whose strokes smear thin lines away, and pictures
 * are mostly seen small: so the streaks are at least two pixels wide and long enough to survive both.
 */
export function drawRain(stage: Stage): void {
  const { ctx, w, h, u, rng } = stage;
  const streaks = Array.from({ length: 360 }, () => ({
    x: rng() * w * 1.2 - w * 0.1,
    y: rng() * h,
    len: rng.range(40, 80) * u,
  }));
  const pass = (style: string, width: number) => {
    ctx.strokeStyle = style;
    ctx.lineWidth = width;
    ctx.beginPath();
    for (const s of streaks) {
      ctx.moveTo(s.x, s.y);
      ctx.lineTo(s.x - s.len * 0.25, s.y + s.len);
    }
    ctx.stroke();
  };
  ctx.save();
  ctx.lineCap = 'round';
  pass('rgba(40,55,75,0.22)', Math.max(3, 5 * u));
  pass('rgba(225,235,248,0.6)', Math.max(2, 2.6 * u));
  ctx.restore();
}

/** The photographic lens: the setting out of focus behind sharp subjects (drawn after this). */
export function defocusBackground(stage: Stage): void {
  const { canvas, ctx, w, h, u } = stage;
  const copy = createCanvas(w, h);
  copy.getContext('2d').drawImage(canvas, 0, 0);
  ctx.save();
  ctx.filter = `blur(${Math.max(2, Math.round(7 * u))}px)`;
  ctx.drawImage(copy, 0, 0);
  ctx.restore();
}
