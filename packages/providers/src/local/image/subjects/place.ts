import type { ScenePlan } from '../plan';
import type { Rng } from '../random';
import type { SceneParse, SceneSubject } from './parse';

type Place = 'sky' | 'water' | 'building' | 'ground';

/** How a subject's body is drawn: as the icon stands, lying down, half under water or floating on it. */
export type Posture = 'upright' | 'lying' | 'swimming' | 'afloat';

/** One icon to draw: where its feet go, how big, mirrored or not, and its subject. */
export interface Placed {
  subject: SceneSubject;
  icon: string;
  x: number;
  /** The baseline its visible bottom sits on (for a swimmer, the waterline). */
  y: number;
  size: number;
  flip: boolean;
  shadow: boolean;
  posture: Posture;
}

/** What placement needs of the stage: the picture's size, the plan's kind, horizon and setting. */
export interface PlaceStage {
  w: number;
  h: number;
  plan: Pick<ScenePlan, 'kind' | 'horizon' | 'has'>;
  rng: Rng;
}

const FLYING = new Set(['flying', 'floating', 'jumping', 'launching']);
const LYING = new Set(['sleeping', 'lying', 'resting']);
const AIRBORNE = new Set(['kite', 'balloon', 'flying-saucer', 'parachute']);
/** Birds that sit on water when there is water: "ducks on a pond" float, they do not stand on it. */
const WATERFOWL = new Set(['duck', 'swan', 'goose']);

export function postureOf(s: SceneSubject): Posture {
  if (s.pose && LYING.has(s.pose)) return 'lying';
  if (s.pose === 'swimming') return 'swimming';
  return 'upright';
}

/** Whether the scene needs water under its subjects: something that swims or sails. */
export const needsWater = (s: SceneSubject): boolean =>
  s.pose === 'swimming' || s.concept.kind === 'animal-marine' || s.concept.kind === 'transport-water';

function placeOf(s: SceneSubject, stage: PlaceStage, indoor: boolean): Place {
  const { kind, icon } = s.concept;
  if (stage.plan.kind === 'space') return 'sky';
  if (s.pose && FLYING.has(s.pose) && kind !== 'animal-marine') return 'sky';
  if (kind === 'transport-air' || AIRBORNE.has(icon)) return 'sky';
  if (indoor) return 'ground';
  const water = stage.plan.has.has('sea') || stage.plan.has.has('lake');
  if (water && (needsWater(s) || WATERFOWL.has(icon))) return 'water';
  if (kind === 'place-building' || kind === 'place-religious' || icon === 'tent') return 'building';
  return 'ground';
}

/**
 * Where the prompt's subjects go in the painted setting: airborne and flying things in the sky, buildings
 * behind, swimmers and boats on the water, everything else on the ground line (further back is higher and
 * smaller), several of a thing close together as a group. Returned far to near, the order to draw them in.
 */
export function placeSubjects(stage: PlaceStage, parse: SceneParse): Placed[] {
  const { w, h, rng, plan } = stage;
  const m = Math.min(w, h);
  const shown = parse.subjects.filter((s) => !s.hidden);
  const indoor = plan.kind === 'interior';
  const groundTop = plan.kind === 'landscape' ? plan.horizon * h : indoor ? h * 0.62 : h * 0.5;
  const placed: Placed[] = [];
  const byPlace = new Map<Place, SceneSubject[]>();
  for (const s of shown) {
    const place = placeOf(s, stage, indoor);
    byPlace.set(place, [...(byPlace.get(place) ?? []), s]);
  }
  const floating = plan.kind === 'space' || plan.kind === 'portrait';
  const put = (p: Omit<Placed, 'icon' | 'posture'>, afloat = false) =>
    placed.push({
      ...p,
      icon: p.subject.concept.icon,
      posture: afloat && WATERFOWL.has(p.subject.concept.icon) ? 'afloat' : postureOf(p.subject),
    });

  // On the ground: one row, or two when there are many; the first-named subject nearest the middle.
  const ground = byPlace.get('ground') ?? [];
  const count = ground.reduce((n, s) => n + s.count, 0);
  if (count > 0) {
    const rows = count > 4 ? 2 : 1;
    const perRow = Math.ceil(count / rows);
    const base = (floating ? 0.62 : indoor ? 0.5 : 0.46) * m;
    // A group stays large and close: each one nearly touching the next, the row within the picture.
    const size = Math.min(base / Math.pow(perRow, 0.4), (w * 0.9) / (perRow * 0.95));
    const instances = ground.flatMap((s) => Array.from({ length: s.count }, () => s));
    instances.forEach((subject, k) => {
      // With two rows the even instances stand behind: higher up the ground and smaller.
      const back = rows === 2 && k % 2 === 0;
      const index = rows === 2 ? Math.floor(k / 2) : k;
      const n = rows === 2 ? (back ? Math.ceil(count / 2) : Math.floor(count / 2)) : count;
      const depth = back ? 0.72 : 1;
      // Lying down, a body is longer than it stands tall.
      const wide = postureOf(subject) === 'lying' ? 1.15 : 1;
      const s = size * depth * subject.size * rng.range(0.94, 1.04);
      // Two rows share one width, the front standing in the gaps of the back.
      const spread = Math.min(w * 0.84, (rows === 2 ? perRow - 1 : n - 1) * size * wide);
      // Rows of equal length step a quarter slot apart; a shorter front row stands in the gaps.
      const slot = perRow > 1 ? spread / (perRow - 1) : 0;
      const even = count % 2 === 0;
      const offset = rows < 2 ? 0 : back ? (even ? -slot / 4 : 0) : even ? slot / 4 : slot / 2;
      const slots = rows === 2 ? perRow : n;
      const x =
        w / 2 +
        (slots === 1 ? 0 : (index / (slots - 1) - 0.5) * spread + offset) +
        rng.range(-0.015, 0.015) * w;
      // Indoors things stand on the table top, well back from its front edge.
      const near = indoor ? 0.45 : 0.58;
      // On a beach the sand is the strip along the bottom: stand on it, not in the sea.
      const sand = plan.has.has('beach') && !indoor ? h * (back ? 0.84 : 0.9) : undefined;
      const floor = floating ? h * 0.9 : (sand ?? groundTop + (h - groundTop) * (back ? 0.12 : near));
      // Clear of the bottom edge (room for the shadow) and the top of the picture.
      const y = Math.max(s * 0.98 + h * 0.03, Math.min(h - Math.max(h * 0.06, s * 0.12), floor));
      put({ subject, x, y, size: s, flip: rng.chance(0.3), shadow: !floating });
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
      const y = Math.min(h * 0.92, groundTop + (h - groundTop) * (count > 0 ? 0.22 : 0.6));
      put({ subject, x, y, size, flip: false, shadow: true });
    }
  });
  // Boats, sea creatures and swimmers on the water, below the horizon.
  const water = byPlace.get('water') ?? [];
  const wetCount = water.reduce((n, s) => n + s.count, 0);
  let wet = 0;
  for (const subject of water) {
    for (let c = 0; c < subject.count; c++, wet++) {
      const size = 0.42 * m * subject.size * (wetCount > 1 ? Math.max(0.5, 0.75 - 0.05 * wetCount) : 1);
      const x = w * (0.5 + (wetCount > 1 ? (wet / (wetCount - 1) - 0.5) * 0.62 : 0));
      const y = plan.horizon * h + (h - plan.horizon * h) * 0.55;
      put({ subject, x, y, size, flip: rng.chance(0.4), shadow: false }, true);
    }
  }
  // In the sky: spread across the upper part, a lone flyer well above the ground.
  const sky = byPlace.get('sky') ?? [];
  const skyCount = sky.reduce((n, s) => n + s.count, 0);
  let k = 0;
  for (const subject of sky) {
    for (let c = 0; c < subject.count; c++, k++) {
      const alone = skyCount === 1 && count === 0;
      const flying = subject.pose !== undefined && FLYING.has(subject.pose) && plan.kind !== 'space';
      const size = (alone ? (flying ? 0.42 : 0.5) : 0.3 / Math.pow(skyCount, 0.35)) * m * subject.size;
      const x = w * (skyCount === 1 ? (count > 0 ? 0.7 : 0.5) : 0.15 + (0.7 * k) / (skyCount - 1));
      // A flyer's baseline stays above the horizon, so it is seen against the sky.
      const top = alone ? h * (flying ? 0.08 : 0.12) : h * (0.08 + 0.12 * (k % 2));
      const y = Math.min(top + size, flying ? plan.horizon * h - h * 0.04 : h);
      put({ subject, x, y, size, flip: false, shadow: false });
    }
  }
  // Far first: higher baselines are further away.
  return placed.sort((a, b) => a.y - b.y);
}
