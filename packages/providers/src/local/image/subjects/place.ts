import type { ScenePlan } from '../plan';
import type { Rng } from '../random';
import { iconBox } from './icon';
import type { SceneParse, SceneSubject } from './parse';
import { inTank, tankOf } from './tank';

type Place = 'sky' | 'water' | 'building' | 'ground' | 'tank';

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
  plan: Pick<ScenePlan, 'kind' | 'horizon' | 'has' | 'shore'>;
  rng: Rng;
}

const FLYING = new Set(['flying', 'floating', 'jumping', 'launching']);
const LYING = new Set(['sleeping', 'lying', 'resting']);
const AIRBORNE = new Set(['kite', 'balloon', 'flying-saucer', 'parachute']);
/** Birds that sit on water when there is water: "ducks on a pond" float, they do not stand on it. */
const WATERFOWL = new Set(['duck', 'swan', 'goose']);
/** Drawn low in the water, the part below it seen through: floating birds, a submarine at the surface. */
const AFLOAT = new Set([...WATERFOWL, 'submarine']);
/** Not buildings, but stand like them: behind the rest, large. */
const LIKE_BUILDINGS = new Set(['tent', 'waterfall']);

export function postureOf(s: SceneSubject): Posture {
  if (s.pose && LYING.has(s.pose)) return 'lying';
  if (s.pose === 'swimming') return 'swimming';
  return 'upright';
}

/** Whether the scene needs water under its subjects: something that swims or sails. */
export const needsWater = (s: SceneSubject): boolean =>
  s.pose === 'swimming' ||
  s.concept.kind === 'animal-marine' ||
  s.concept.kind === 'transport-water' ||
  /-(swimming|surfing)$/.test(s.concept.icon);

function placeOf(s: SceneSubject, stage: PlaceStage, indoor: boolean, parse: SceneParse): Place {
  const { kind, icon } = s.concept;
  if (stage.plan.kind === 'space') return 'sky';
  if (indoor && inTank(s, parse)) return 'tank';
  if (s.pose && FLYING.has(s.pose) && kind !== 'animal-marine') return 'sky';
  if (kind === 'transport-air' || AIRBORNE.has(icon)) return 'sky';
  if (indoor) return 'ground';
  const water = stage.plan.has.has('sea') || stage.plan.has.has('lake');
  if (water && (needsWater(s) || WATERFOWL.has(icon))) return 'water';
  if (kind === 'place-building' || kind === 'place-religious' || LIKE_BUILDINGS.has(icon)) return 'building';
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
  // What sits on, in or under another subject is placed against it afterwards.
  const anchors = anchorsOf(shown);
  const byPlace = new Map<Place, SceneSubject[]>();
  for (const s of shown) {
    if (anchors.has(s)) continue;
    const place = placeOf(s, stage, indoor, parse);
    byPlace.set(place, [...(byPlace.get(place) ?? []), s]);
  }
  besideOnGround(byPlace);
  const tank = indoor ? tankOf(parse, w, h) : undefined;
  // Beside an aquarium the things on the table stand to its left.
  const rowCentre = tank && tank.x0 > w * 0.2 ? tank.x0 / 2 : w / 2;
  const rowWidth = tank && tank.x0 > w * 0.2 ? tank.x0 * 0.9 : w * 0.9;
  const floating = plan.kind === 'space' || plan.kind === 'portrait';
  const put = (p: Omit<Placed, 'icon' | 'posture'>, afloat = false) =>
    placed.push({
      ...p,
      icon: p.subject.concept.icon,
      posture: afloat && AFLOAT.has(p.subject.concept.icon) ? 'afloat' : postureOf(p.subject),
    });

  // On the ground: one row, or two when there are many; the first-named subject nearest the middle.
  const ground = byPlace.get('ground') ?? [];
  const count = ground.reduce((n, s) => n + s.count, 0);
  if (count > 0) {
    const rows = count > 4 ? 2 : 1;
    const perRow = Math.ceil(count / rows);
    const base = (floating ? 0.62 : indoor ? 0.5 : 0.46) * m;
    // A group stays large and close: each one nearly touching the next, the row within the picture.
    const size = Math.min(base / Math.pow(perRow, 0.4), rowWidth / (perRow * 0.95));
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
      const spread = Math.min(rowWidth * 0.93, (rows === 2 ? perRow - 1 : n - 1) * size * wide);
      // Rows of equal length step a quarter slot apart; a shorter front row stands in the gaps.
      const slot = perRow > 1 ? spread / (perRow - 1) : 0;
      const even = count % 2 === 0;
      const offset = rows < 2 ? 0 : back ? (even ? -slot / 4 : 0) : even ? slot / 4 : slot / 2;
      const slots = rows === 2 ? perRow : n;
      const x =
        rowCentre +
        (slots === 1 ? 0 : (index / (slots - 1) - 0.5) * spread + offset) +
        rng.range(-0.015, 0.015) * w;
      // Indoors things stand on the table top, well back from its front edge.
      const near = indoor ? 0.45 : 0.58;
      // By the water the sand or bank is the strip along the bottom: stand on it, not in the water.
      const shore = plan.shore !== undefined && !indoor ? plan.shore * h : undefined;
      const sand = shore !== undefined ? shore + (h - shore) * (back ? 0.32 : 0.62) : undefined;
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
      const x = w / 2 + (slots === 1 ? (count > 0 ? -0.22 * w : 0) : (at / (slots - 1) - 0.5) * w * 0.6);
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
      // In front of a shore the water is the band between it and the horizon.
      const near = plan.shore !== undefined ? plan.shore * h : h;
      const y = plan.horizon * h + (near - plan.horizon * h) * (plan.shore !== undefined ? 0.6 : 0.55);
      put({ subject, x, y, size, flip: rng.chance(0.4), shadow: false }, true);
    }
  }
  // In the aquarium: spread across the water, clear of the glass and the gravel.
  const swimmers = (byPlace.get('tank') ?? []).flatMap((s) => Array.from({ length: s.count }, () => s));
  if (tank)
    swimmers.forEach((subject, k) => {
      const n = swimmers.length;
      const tw = tank.x1 - tank.x0;
      const th = tank.y1 - tank.y0;
      const size = Math.min(th * 0.55, (tw * 0.85) / n) * subject.size;
      const x = tank.x0 + tw * (n === 1 ? 0.5 : 0.15 + (0.7 * k) / (n - 1));
      const y = tank.y0 + th * (0.55 + (n > 1 ? 0.12 * (k % 2) : 0)) + size * 0.4;
      put({ subject, x, y, size, flip: rng.chance(0.5), shadow: false });
    });
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
  // Far first: higher baselines are further away. Then each thing set on, in or under another is drawn
  // just after it, over it.
  placed.sort((a, b) => a.y - b.y);
  placeAgainst(stage, placed, anchors, groundTop, put);
  return placed;
}

/**
 * The subjects a relation places against another shown subject ("the cat" of "a cat on a sofa"), each with
 * that subject. Of two things placed against each other, the first named gives way.
 */
function anchorsOf(shown: SceneSubject[]): Map<SceneSubject, SceneSubject> {
  const out = new Map<SceneSubject, SceneSubject>();
  for (const s of shown) {
    const r = s.relation;
    if (!r || r.kind === 'beside') continue;
    const anchor = shown.find((t) => t !== s && t.word === r.to);
    // "A doctor in a hospital" stands in front of it: a building's inside is not drawn.
    const building = anchor && anchor.concept.kind.startsWith('place-') && r.kind === 'in';
    if (anchor && !building && out.get(anchor) !== s) out.set(s, anchor);
  }
  return out;
}

/** Things named beside each other stand together: a parked plane beside its pilot, not in the sky. */
function besideOnGround(byPlace: Map<Place, SceneSubject[]>): void {
  const ground = byPlace.get('ground') ?? [];
  const sky = byPlace.get('sky') ?? [];
  for (const s of [...ground, ...sky]) {
    if (s.relation?.kind !== 'beside') continue;
    const other = [...ground, ...sky].find((t) => t !== s && t.word === s.relation?.to);
    if (!other) continue;
    const pair = [s, other];
    if (!pair.some((t) => ground.includes(t))) continue;
    for (const t of pair) {
      if (sky.includes(t) && !(t.pose && FLYING.has(t.pose))) {
        sky.splice(sky.indexOf(t), 1);
        ground.push(t);
      }
    }
    // Side by side in the row: the one named first next to the other.
    ground.splice(ground.indexOf(s), 1);
    ground.splice(ground.indexOf(other) + 1, 0, s);
  }
  byPlace.set('ground', ground);
  byPlace.set('sky', sky);
}

/**
 * Where the feet go on a seat, as fractions of the icon's square: lower than the top of its back; on a plate
 * (seen from above) over its middle.
 */
const SEATS: Record<string, { x: number; y: number }> = {
  'fork-and-knife-with-plate': { x: 0.5, y: 0.74 },
  'couch-and-lamp': { x: 0.4, y: 0.76 },
  bed: { x: 0.6, y: 0.56 },
  chair: { x: 0.5, y: 0.6 },
};

/**
 * Places the subjects held by a relation against their anchor, once the anchor is placed: on its top (or
 * its seat), in it (smaller, over its middle) or under it (at its foot, in front). Each goes into the list
 * just after its anchor so it is drawn over it.
 */
function placeAgainst(
  stage: PlaceStage,
  placed: Placed[],
  anchors: Map<SceneSubject, SceneSubject>,
  groundTop: number,
  put: (p: Omit<Placed, 'icon' | 'posture'>) => void,
): void {
  const { h, rng } = stage;
  const waiting = [...anchors.keys()];
  // An anchor may itself be held by another ("a bird on a cat on a sofa"): place in rounds.
  for (let round = 0; round < 4 && waiting.length > 0; round++) {
    for (const subject of [...waiting]) {
      const anchor = anchors.get(subject) as SceneSubject;
      const under = placed.filter((p) => p.subject === anchor);
      if (under.length === 0) continue;
      waiting.splice(waiting.indexOf(subject), 1);
      const kind = subject.relation?.kind;
      for (let c = 0; c < subject.count; c++) {
        const a = under[c % under.length] as Placed;
        const box = iconBox(a.icon);
        const vw = (box.x1 - box.x0) * a.size;
        const vh = (box.y1 - box.y0) * a.size;
        const side = a.flip ? -1 : 1;
        // Several on one anchor share its width.
        const many = Math.ceil(subject.count / under.length);
        const slot = many > 1 ? (Math.floor(c / under.length) / (many - 1) - 0.5) * vw * 0.55 : 0;
        const seat = SEATS[a.icon];
        let x = a.x + slot;
        let y: number;
        let size: number;
        if (kind === 'on') {
          size = a.size * (seat ? 0.45 : 0.5) * subject.size;
          if (seat) x += (seat.x - (box.x0 + box.x1) / 2) * a.size * side;
          // An animal is sat on its back, about half its height; other things on their top.
          const back = anchor.concept.kind.startsWith('animal') ? 0.55 : 0.9;
          y = seat ? a.y - (box.y1 - seat.y) * a.size : a.y - vh * back;
        } else if (kind === 'in') {
          size = a.size * 0.55 * subject.size;
          y = a.y - vh * 0.3;
        } else {
          size = Math.min(a.size * 0.6, Math.min(stage.w, h) * 0.4) * subject.size;
          // Under something in the sky is on the ground beneath it; under a tree, at its foot.
          const aloft = a.y < groundTop;
          y = aloft ? groundTop + (h - groundTop) * 0.58 : Math.min(h * 0.96, a.y + h * 0.015);
          if (!aloft && many === 1) x += vw * 0.12 * side;
        }
        const p = { subject, x, y, size, flip: rng.chance(0.3), shadow: kind === 'under' };
        put(p);
        // Moved from the end of the list to just after its anchor (and any already set on it).
        const item = placed.pop() as Placed;
        let at = placed.indexOf(a) + 1;
        while (at < placed.length && anchors.get((placed[at] as Placed).subject) === anchor) at++;
        placed.splice(at, 0, item);
      }
    }
  }
}
