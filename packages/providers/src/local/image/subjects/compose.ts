import { createCanvas } from '@napi-rs/canvas';
import { css, hsl, mix, shade, type Hsl } from '../colour';
import type { Stage } from '../stage';
import { iconRaster, type Tint } from './icon';
import type { SceneParse, SceneSubject } from './parse';

type Place = 'sky' | 'water' | 'building' | 'ground';

/** One icon to draw: where its feet go, how big, mirrored or not, and its subject. */
interface Placed {
  subject: SceneSubject;
  icon: string;
  x: number;
  /** The baseline its visible bottom sits on. */
  y: number;
  size: number;
  flip: boolean;
  shadow: boolean;
}

const FLYING = new Set(['flying', 'floating', 'jumping', 'launching']);
const AIRBORNE = new Set(['kite', 'balloon', 'flying-saucer', 'parachute']);

function placeOf(s: SceneSubject, stage: Stage, indoor: boolean): Place {
  const { kind, icon } = s.concept;
  if (stage.plan.kind === 'space') return 'sky';
  if (s.pose && FLYING.has(s.pose) && kind !== 'animal-marine') return 'sky';
  if (kind === 'transport-air' || AIRBORNE.has(icon)) return 'sky';
  if (indoor) return 'ground';
  const water = stage.plan.has.has('sea') || stage.plan.has.has('lake');
  if (water && (kind === 'animal-marine' || kind === 'transport-water')) return 'water';
  if (kind === 'place-building' || kind === 'place-religious' || icon === 'tent') return 'building';
  return 'ground';
}

/** The light of the scene on the subjects: blue and dark at night, warm at sunset, pale in fog. */
function tintOf(stage: Stage): Tint | undefined {
  const { light } = stage.plan;
  if (light === 'night') return { colour: hsl(228, 0.55, 0.12), amount: 0.42 };
  if (light === 'golden') return { colour: hsl(24, 0.95, 0.55), amount: 0.16 };
  if (light === 'fog') return { colour: stage.pal.fog, amount: 0.28 };
  return undefined;
}

/**
 * Puts the prompt's subjects into the painted setting: airborne things in the sky, buildings behind,
 * everything else standing on the ground line (further back is higher and smaller), several of a thing in
 * a group, a soft shadow under each, the scene's light over them, drawn back to front so nearer ones cover.
 */
export function drawSubjects(stage: Stage, parse: SceneParse): void {
  const { w, h, rng, plan } = stage;
  const m = Math.min(w, h);
  const shown = parse.subjects.filter((s) => !s.hidden);
  if (shown.length === 0) return;
  const indoor = plan.kind === 'interior';
  const groundTop = plan.kind === 'landscape' ? plan.horizon * h : indoor ? h * 0.62 : h * 0.5;
  const placed: Placed[] = [];
  const byPlace = new Map<Place, SceneSubject[]>();
  for (const s of shown) {
    const place = placeOf(s, stage, indoor);
    byPlace.set(place, [...(byPlace.get(place) ?? []), s]);
  }
  const floating = plan.kind === 'space' || plan.kind === 'portrait';

  // On the ground: one row, or two when there are many; the first-named subject nearest the middle.
  const ground = byPlace.get('ground') ?? [];
  const count = ground.reduce((n, s) => n + s.count, 0);
  if (count > 0) {
    const rows = count > 4 ? 2 : 1;
    const perRow = Math.ceil(count / rows);
    const base = (floating ? 0.62 : indoor ? 0.5 : 0.46) * m;
    const size = Math.min(base / Math.pow(perRow, 0.55), (w * 0.92) / (perRow * 0.78));
    const instances = ground.flatMap((s) => Array.from({ length: s.count }, () => s));
    instances.forEach((subject, k) => {
      // With two rows the even instances stand behind: higher up the ground and smaller.
      const back = rows === 2 && k % 2 === 0;
      const index = rows === 2 ? Math.floor(k / 2) : k;
      const n = rows === 2 ? (back ? Math.ceil(count / 2) : Math.floor(count / 2)) : count;
      const depth = back ? 0.72 : 1;
      const s = size * depth * subject.size * rng.range(0.94, 1.04);
      const spread = Math.min(w * 0.86, n * size * depth * 0.8);
      const offset = rows === 2 && !back ? 0.5 / Math.max(1, n) : 0;
      const x =
        w / 2 + (n === 1 ? 0 : (index / (n - 1) - 0.5 + offset) * spread) + rng.range(-0.02, 0.02) * w;
      const floor = floating ? h * 0.92 : groundTop + (h - groundTop) * (back ? 0.32 : 0.72);
      const y = Math.max(s * 0.98 + h * 0.03, Math.min(h * 0.97, floor));
      placed.push({
        subject,
        icon: subject.concept.icon,
        x,
        y,
        size: s,
        flip: rng.chance(0.3),
        shadow: !floating,
      });
    });
  }
  // Buildings stand behind, on the horizon's near side.
  const buildings = byPlace.get('building') ?? [];
  buildings.forEach((subject, k) => {
    const n = buildings.length;
    for (let c = 0; c < subject.count; c++) {
      const size = (count > 0 ? 0.46 : 0.62) * m * subject.size * (subject.count > 1 ? 0.7 : 1);
      const slots = n * subject.count;
      const at = k * subject.count + c;
      const x = w / 2 + (slots === 1 ? (count > 0 ? -0.22 : 0) : (at / (slots - 1) - 0.5) * w * 0.6);
      const y = Math.min(h * 0.95, groundTop + (h - groundTop) * (count > 0 ? 0.22 : 0.6));
      placed.push({ subject, icon: subject.concept.icon, x, y, size, flip: false, shadow: true });
    }
  });
  // Boats and sea creatures on the water, just below the horizon.
  for (const subject of byPlace.get('water') ?? []) {
    for (let c = 0; c < subject.count; c++) {
      const size = 0.42 * m * subject.size * (subject.count > 1 ? 0.65 : 1);
      const x = w * (0.5 + (subject.count > 1 ? (c / (subject.count - 1) - 0.5) * 0.6 : 0));
      const y = plan.horizon * h + (h - plan.horizon * h) * 0.55;
      placed.push({ subject, icon: subject.concept.icon, x, y, size, flip: rng.chance(0.4), shadow: false });
    }
  }
  // In the sky: spread across the upper part.
  const sky = byPlace.get('sky') ?? [];
  const skyCount = sky.reduce((n, s) => n + s.count, 0);
  let k = 0;
  for (const subject of sky) {
    for (let c = 0; c < subject.count; c++, k++) {
      const alone = skyCount === 1 && count === 0;
      const size = (alone ? 0.5 : 0.3 / Math.pow(skyCount, 0.35)) * m * subject.size;
      const x = w * (skyCount === 1 ? (count > 0 ? 0.7 : 0.5) : 0.15 + (0.7 * k) / (skyCount - 1));
      const y = alone ? h * 0.62 : h * (0.12 + 0.12 * (k % 2)) + size;
      placed.push({ subject, icon: subject.concept.icon, x, y, size, flip: false, shadow: false });
    }
  }

  const tint = tintOf(stage);
  // Far first: higher baselines are further away.
  placed.sort((a, b) => a.y - b.y);
  for (const p of placed) drawPlaced(stage, p, tint);
}

function drawPlaced(stage: Stage, p: Placed, tint: Tint | undefined): void {
  const { ctx, u, plan } = stage;
  const raster = iconRaster(p.icon, p.size, p.subject.colour, tint);
  const k = p.size / raster.size;
  const { x0, x1, y1 } = raster.box;
  const drawX = p.x - ((x0 + x1) / 2) * k;
  const drawY = p.y - y1 * k;
  if (p.shadow) {
    const rw = (x1 - x0) * k * 0.55;
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
  ctx.save();
  if (p.flip) {
    ctx.translate(p.x * 2, 0);
    ctx.scale(-1, 1);
  }
  ctx.drawImage(raster.canvas, drawX, drawY, raster.size * k, raster.size * k);
  ctx.restore();
  for (const prop of p.subject.props) {
    const size = p.size * prop.scale;
    const r = iconRaster(prop.icon, size, undefined, tint);
    const pk = size / r.size;
    const cx = p.x + prop.dx * p.size * (p.flip ? -1 : 1);
    const cy = p.y - p.size / 2 + prop.dy * p.size;
    ctx.drawImage(r.canvas, cx - (r.size * pk) / 2, cy - (r.size * pk) / 2, r.size * pk, r.size * pk);
  }
}

/** A room: a wall with soft light and a wooden table top the subjects stand on. */
export function drawInterior(stage: Stage): void {
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

/** Rain: thin slanted streaks over the whole picture. */
export function drawRain(stage: Stage): void {
  const { ctx, w, h, u, rng } = stage;
  ctx.strokeStyle = 'rgba(210,225,240,0.35)';
  ctx.lineWidth = Math.max(1, 1.6 * u);
  ctx.beginPath();
  for (let i = 0; i < 420; i++) {
    const x = rng() * w * 1.2 - w * 0.1;
    const y = rng() * h;
    const len = rng.range(18, 40) * u;
    ctx.moveTo(x, y);
    ctx.lineTo(x - len * 0.25, y + len);
  }
  ctx.stroke();
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
