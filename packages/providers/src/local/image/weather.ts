import { hsl, mix, type Hsl } from './colour';
import type { Palette } from './palette';
import type { Season, Weather } from './plan';
import type { Light } from './words';

/** The colours weather and season act on: the palette without its accents and named tint. */
export type SceneColours = Omit<Palette, 'accents' | 'tint'>;

/**
 * How each weather greys the sky (lightness at the top, at the horizon, of the cloud) and the land (how much
 * colour is left, how much light): a storm darkest, snow pale, fog pale and flat.
 */
const SKIES: Record<Weather, { top: number; horizon: number; cloud: number; sat: number; dim: number }> = {
  cloudy: { top: 0.5, horizon: 0.68, cloud: 0.78, sat: 0.7, dim: 0.9 },
  rain: { top: 0.34, horizon: 0.52, cloud: 0.58, sat: 0.6, dim: 0.8 },
  storm: { top: 0.2, horizon: 0.36, cloud: 0.4, sat: 0.5, dim: 0.6 },
  snow: { top: 0.72, horizon: 0.86, cloud: 0.92, sat: 0.55, dim: 0.98 },
  fog: { top: 0.74, horizon: 0.86, cloud: 0.9, sat: 0.45, dim: 1 },
};

/**
 * The scene's colours under the weather: an overcast grey sky (at night still dark, at sunset keeping some
 * glow), duller land, and in fog everything drawn towards the fog so contrast falls.
 */
export function underWeather(base: SceneColours, weather: Weather, light: Light): SceneColours {
  const k = SKIES[weather];
  // Night keeps its darkness and sunset a little of its colour; the cloud is what changes.
  const scale = light === 'night' ? 0.28 : 1;
  const amount = light === 'golden' ? 0.65 : 1;
  const grey = (c: Hsl, l: number) => mix(c, hsl(c.h, 0.08, l * scale), amount);
  const out: SceneColours = { ...base };
  for (const key of ['far', 'mid', 'near', 'ground', 'water', 'sand'] as const) {
    const c = base[key];
    out[key] = hsl(c.h, c.s * k.sat, c.l * k.dim);
  }
  out.skyTop = grey(base.skyTop, k.top);
  out.skyHorizon = grey(base.skyHorizon, k.horizon);
  out.cloud = grey(base.cloud, k.cloud);
  out.fog = grey(base.fog, k.horizon);
  out.sun = mix(base.sun, out.cloud, 0.6);
  if (weather === 'fog') {
    for (const key of ['far', 'mid', 'near', 'ground', 'water'] as const)
      out[key] = mix(out[key], out.fog, key === 'near' || key === 'ground' ? 0.3 : 0.45);
  }
  return out;
}

/** Autumn turns the trees and near hills to orange and rust and browns the grass. */
export function inSeason(base: SceneColours, season: Season | undefined): SceneColours {
  if (season !== 'autumn') return base;
  return {
    ...base,
    mid: hsl(30, 0.75, Math.max(0.4, base.mid.l)),
    near: hsl(12, 0.68, Math.max(0.3, base.near.l)),
    ground: mix(base.ground, hsl(42, 0.5, base.ground.l), 0.45),
  };
}

/** The colour a leafy tree's icon is painted in autumn. */
export const AUTUMN_LEAVES = hsl(26, 0.85, 0.5);
