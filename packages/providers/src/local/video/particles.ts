/**
 * Weather and motes drifting over the frames where the prompt asks for them: snow, rain, dust or sparks.
 * Each particle's place is a function of time (start, speed, sway, wrapped around a margin beyond the
 * frame), so nothing is kept between frames and any frame can be drawn on its own. Near particles are
 * larger, faster and brighter than far ones.
 */
import { createRng } from '../image/random';

export type ParticleKind = 'snow' | 'rain' | 'dust' | 'sparks';

interface Particle {
  x: number;
  y: number;
  /** Frame heights per second. */
  vx: number;
  vy: number;
  /** 0 far – 1 near. */
  depth: number;
  phase: number;
}

export interface ParticleField {
  kind: ParticleKind;
  particles: Particle[];
  /** Rain: one gust or the other. */
  slant: number;
}

/** Which particles the prompt's words ask for, if any. */
export function particlesFor(prompt: string): ParticleKind | undefined {
  const text = prompt.toLowerCase();
  if (/\b(?:snow\w*|blizzard|sleet)\b/.test(text)) return 'snow';
  if (/\b(?:rain\w*|storm\w*|drizzle|downpour|thunderstorm|monsoon)\b/.test(text)) return 'rain';
  if (
    /\b(?:sparks?|sparkl\w*|embers?|campfire|bonfire|fire|forge|fireworks?|blacksmith|torch\w*|fireflies)\b/.test(
      text,
    )
  ) {
    return 'sparks';
  }
  if (/\b(?:dust\w*|sand ?storm|pollen|motes?|sunbeams?)\b/.test(text)) return 'dust';
  return undefined;
}

/** Particles per million output pixels, and how the kind moves (frame heights per second). */
const KINDS: Record<ParticleKind, { density: number; vy: [number, number]; vx: [number, number] }> = {
  snow: { density: 300, vy: [0.06, 0.2], vx: [-0.03, 0.03] },
  rain: { density: 380, vy: [1.4, 2.4], vx: [0, 0] },
  dust: { density: 110, vy: [-0.015, 0.015], vx: [-0.02, 0.03] },
  sparks: { density: 70, vy: [-0.45, -0.18], vx: [-0.06, 0.06] },
};

export function particleField(
  kind: ParticleKind,
  width: number,
  height: number,
  seed: number,
): ParticleField {
  const rng = createRng(seed);
  const spec = KINDS[kind];
  const count = Math.round((spec.density * width * height) / 1e6);
  const particles = Array.from({ length: count }, (): Particle => {
    const depth = rng() ** 1.6;
    const speed = 0.55 + 0.45 * depth;
    return {
      x: rng(),
      y: rng(),
      vx: rng.range(spec.vx[0], spec.vx[1]) * speed,
      vy: rng.range(spec.vy[0], spec.vy[1]) * speed,
      depth,
      phase: rng.range(0, Math.PI * 2),
    };
  });
  return { kind, particles, slant: rng.range(0.12, 0.28) * (rng.chance(0.5) ? 1 : -1) };
}

/** Particles leave on one side and come back on the other, outside the frame by this much. */
const MARGIN = 0.08;
const wrap = (v: number) => {
  const span = 1 + 2 * MARGIN;
  return ((((v + MARGIN) % span) + span) % span) - MARGIN;
};

/** Draws the field at `seconds` onto a frame of 32-bit RGBA words. */
export function drawParticles(
  field: ParticleField,
  seconds: number,
  frame: Uint32Array,
  width: number,
  height: number,
): void {
  const unit = height / 720;
  const aspect = height / width;
  for (const p of field.particles) {
    // Speeds are in frame heights, so horizontal travel is scaled to the frame's width.
    let x = p.x + p.vx * seconds * aspect;
    let y = p.y + p.vy * seconds;
    switch (field.kind) {
      case 'snow': {
        x += 0.012 * Math.sin(seconds * (0.8 + p.depth) + p.phase) * aspect;
        const radius = (1.1 + 2.8 * p.depth) * unit;
        dot(frame, width, height, wrap(x) * width, wrap(y) * height, radius, 0xf4f6ff, 0.5 + 0.45 * p.depth);
        break;
      }
      case 'rain': {
        x += field.slant * p.vy * seconds * aspect;
        const length = (10 + 26 * p.depth) * unit;
        const px = wrap(x) * width;
        const py = wrap(y) * height;
        streak(frame, width, height, px, py, field.slant * length, length, 0xc8d2e0, 0.12 + 0.28 * p.depth);
        break;
      }
      case 'dust': {
        x += 0.01 * Math.sin(seconds * 0.5 + p.phase) * aspect;
        y += 0.01 * Math.cos(seconds * 0.4 + p.phase);
        const twinkle = 0.6 + 0.4 * Math.sin(seconds * 2.1 + p.phase * 3);
        const radius = (1 + 1.6 * p.depth) * unit;
        dot(
          frame,
          width,
          height,
          wrap(x) * width,
          wrap(y) * height,
          radius,
          0xffe9c4,
          (0.2 + 0.35 * p.depth) * twinkle,
        );
        break;
      }
      case 'sparks': {
        x += 0.02 * Math.sin(seconds * 3 + p.phase) * aspect;
        // Each spark flares and fades on its own rhythm, as embers do.
        const life = (seconds * (0.7 + p.depth) + p.phase) % 1;
        const glow = Math.sin(Math.PI * life);
        const colour = life < 0.5 ? 0xffd27a : 0xff8a3a;
        const radius = (0.9 + 1.8 * p.depth) * unit;
        dot(frame, width, height, wrap(x) * width, wrap(y) * height, radius * 2.2, colour, 0.25 * glow);
        dot(frame, width, height, wrap(x) * width, wrap(y) * height, radius, 0xfff1c8, 0.9 * glow);
        break;
      }
    }
  }
}

/** A soft round dot: full strength inside the radius, fading over one pixel beyond it. */
function dot(
  frame: Uint32Array,
  width: number,
  height: number,
  cx: number,
  cy: number,
  radius: number,
  rgb: number,
  alpha: number,
): void {
  if (alpha <= 0.004) return;
  const reach = radius + 1;
  const x0 = Math.max(0, Math.floor(cx - reach));
  const x1 = Math.min(width - 1, Math.ceil(cx + reach));
  const y0 = Math.max(0, Math.floor(cy - reach));
  const y1 = Math.min(height - 1, Math.ceil(cy + reach));
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) {
      const d = Math.hypot(x + 0.5 - cx, y + 0.5 - cy);
      const cover = Math.min(1, Math.max(0, radius + 0.5 - d));
      if (cover > 0) blend(frame, y * width + x, rgb, alpha * cover);
    }
  }
}

/** A thin falling line from (x, y) to (x + dx, y + dy), one sample per row, antialiased across. */
function streak(
  frame: Uint32Array,
  width: number,
  height: number,
  x: number,
  y: number,
  dx: number,
  dy: number,
  rgb: number,
  alpha: number,
): void {
  const steps = Math.max(1, Math.round(dy));
  for (let s = 0; s <= steps; s++) {
    const t = s / steps;
    const py = Math.round(y + dy * t);
    if (py < 0 || py >= height) continue;
    const px = x + dx * t - 0.5;
    const left = Math.floor(px);
    const f = px - left;
    // Brightest in the middle of the streak, as a drop lit in passing.
    const a = alpha * Math.sin(Math.PI * (0.15 + 0.7 * t));
    if (left >= 0 && left < width) blend(frame, py * width + left, rgb, a * (1 - f));
    if (left + 1 >= 0 && left + 1 < width) blend(frame, py * width + left + 1, rgb, a * f);
  }
}

/** Mixes an RGB colour (0xRRGGBB) into one pixel word (ABGR) by alpha. */
function blend(frame: Uint32Array, i: number, rgb: number, alpha: number): void {
  const p = frame[i]!;
  const a = Math.min(1, alpha);
  const r = (p & 255) + (((rgb >> 16) & 255) - (p & 255)) * a;
  const g = ((p >> 8) & 255) + (((rgb >> 8) & 255) - ((p >> 8) & 255)) * a;
  const b = ((p >> 16) & 255) + ((rgb & 255) - ((p >> 16) & 255)) * a;
  frame[i] = 0xff000000 | (Math.round(b) << 16) | (Math.round(g) << 8) | Math.round(r);
}
