import { hsl, mix, shade, type Hsl } from './colour';
import type { ScenePlan } from './plan';
import type { Rng } from './random';
import { inSeason, underWeather } from './weather';
import type { Light } from './words';

/** Every colour a scene is drawn with, from sky to foreground, plus accents for flowers, windows and lights. */
export interface Palette {
  skyTop: Hsl;
  skyHorizon: Hsl;
  sun: Hsl;
  cloud: Hsl;
  far: Hsl;
  mid: Hsl;
  near: Hsl;
  ground: Hsl;
  water: Hsl;
  fog: Hsl;
  sand: Hsl;
  accents: Hsl[];
  /** The named colour the whole picture leans to, if the prompt named one. */
  tint?: Hsl;
}

type Base = Omit<Palette, 'accents' | 'tint'>;

const bases: Record<Light, Base> = {
  day: {
    skyTop: hsl(212, 0.6, 0.5),
    skyHorizon: hsl(200, 0.55, 0.82),
    sun: hsl(48, 1, 0.93),
    cloud: hsl(210, 0.3, 0.97),
    far: hsl(215, 0.28, 0.64),
    mid: hsl(160, 0.22, 0.4),
    near: hsl(125, 0.35, 0.25),
    ground: hsl(100, 0.45, 0.36),
    water: hsl(205, 0.55, 0.42),
    fog: hsl(205, 0.35, 0.86),
    sand: hsl(34, 0.55, 0.64),
  },
  bright: {
    skyTop: hsl(203, 0.8, 0.6),
    skyHorizon: hsl(190, 0.65, 0.88),
    sun: hsl(52, 1, 0.96),
    cloud: hsl(0, 0, 1),
    far: hsl(205, 0.4, 0.74),
    mid: hsl(150, 0.4, 0.5),
    near: hsl(110, 0.5, 0.36),
    ground: hsl(92, 0.6, 0.48),
    water: hsl(190, 0.7, 0.5),
    fog: hsl(195, 0.5, 0.92),
    sand: hsl(38, 0.62, 0.72),
  },
  golden: {
    skyTop: hsl(258, 0.42, 0.3),
    skyHorizon: hsl(28, 0.95, 0.63),
    sun: hsl(44, 1, 0.8),
    cloud: hsl(12, 0.75, 0.68),
    far: hsl(300, 0.22, 0.42),
    mid: hsl(320, 0.36, 0.26),
    near: hsl(300, 0.3, 0.12),
    ground: hsl(20, 0.45, 0.2),
    water: hsl(265, 0.32, 0.3),
    fog: hsl(22, 0.75, 0.72),
    sand: hsl(24, 0.6, 0.42),
  },
  night: {
    skyTop: hsl(232, 0.6, 0.05),
    skyHorizon: hsl(222, 0.5, 0.22),
    sun: hsl(48, 0.35, 0.9),
    cloud: hsl(228, 0.22, 0.3),
    far: hsl(226, 0.3, 0.17),
    mid: hsl(230, 0.3, 0.1),
    near: hsl(235, 0.32, 0.05),
    ground: hsl(230, 0.25, 0.07),
    water: hsl(226, 0.45, 0.12),
    fog: hsl(228, 0.35, 0.28),
    sand: hsl(228, 0.2, 0.16),
  },
  fog: {
    skyTop: hsl(210, 0.14, 0.74),
    skyHorizon: hsl(210, 0.12, 0.88),
    sun: hsl(45, 0.4, 0.95),
    cloud: hsl(0, 0, 0.93),
    far: hsl(210, 0.1, 0.76),
    mid: hsl(195, 0.1, 0.63),
    near: hsl(170, 0.12, 0.44),
    ground: hsl(140, 0.12, 0.5),
    water: hsl(205, 0.14, 0.7),
    fog: hsl(210, 0.1, 0.87),
    sand: hsl(35, 0.15, 0.72),
  },
};

const neonAccents = [hsl(315, 1, 0.6), hsl(185, 1, 0.55), hsl(270, 1, 0.65), hsl(45, 1, 0.6)];

export function buildPalette(plan: ScenePlan, rng: Rng): Palette {
  let base: Base = inSeason({ ...bases[plan.light] }, plan.season);
  if (plan.weather) base = underWeather(base, plan.weather, plan.light);
  // Each picture drifts a little in hue so two seeds of one prompt do not share a palette exactly.
  const drift = rng.range(-14, 14);
  for (const key of Object.keys(base) as (keyof Base)[]) base[key] = shade(base[key], 0, 0, drift);

  const [first, second] = plan.colours;
  let accents = [
    hsl(rng.pick([0, 330, 45, 280, 20]), 0.8, 0.6),
    hsl(rng.pick([50, 200, 300, 10]), 0.75, 0.65),
    hsl(0, 0, 0.97),
  ];
  if (plan.style === 'neon') {
    base.skyTop = hsl(255, 0.7, 0.05);
    base.skyHorizon = hsl(300, 0.75, 0.32);
    base.far = hsl(265, 0.4, 0.12);
    base.mid = hsl(250, 0.4, 0.08);
    base.near = hsl(245, 0.4, 0.05);
    accents = neonAccents;
  }
  if (!first) return { ...base, accents };

  // A named colour leads: the sky, land and water take its hue at their own lightness; a second colour
  // becomes the accent and tints the distance.
  const lead = first.s < 0.05 ? neutral(base, first) : lean(base, first, 0.72);
  const accent = second ?? first;
  if (second && second.s >= 0.05) {
    lead.far = mix(lead.far, hsl(second.h, Math.max(0.35, lead.far.s), lead.far.l), 0.6);
    lead.water = mix(lead.water, hsl(second.h, 0.5, lead.water.l), 0.5);
  }
  return {
    ...lead,
    accents: [accent, shade(accent, 0.12, 0, 12), shade(accent, -0.1, 0, -12)],
    tint: first,
  };
}

/** Moves every colour towards the named hue, keeping each one's lightness so the scene still reads. */
function lean(base: Base, colour: Hsl, amount: number): Base {
  const out = { ...base };
  for (const key of Object.keys(out) as (keyof Base)[]) {
    const c = out[key];
    const target = hsl(colour.h, Math.max(colour.s * 0.85, c.s), c.l);
    const weight =
      key === 'sun' || key === 'cloud' ? 0.5 : key === 'skyTop' || key === 'skyHorizon' ? 1.2 : 1;
    out[key] = mix(c, target, Math.min(1, amount * weight));
  }
  return out;
}

/** White, black and grey change value and saturation, not hue. */
function neutral(base: Base, colour: Hsl): Base {
  const out = { ...base };
  for (const key of Object.keys(out) as (keyof Base)[]) {
    const c = out[key];
    out[key] = hsl(c.h, c.s * 0.25, c.l * 0.5 + colour.l * 0.5);
  }
  return out;
}

export const depthColour = (pal: Palette, t: number): Hsl =>
  t < 0.5 ? mix(pal.far, pal.mid, t * 2) : mix(pal.mid, pal.near, (t - 0.5) * 2);
