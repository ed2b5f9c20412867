import { describe, expect, it } from 'vitest';
import type { ScenePlan } from '../plan';
import { createRng } from '../random';
import type { Subject } from '../words';
import { parseScene } from './parse';
import { placeSubjects } from './place';
import { tankOf } from './tank';

const W = 1024;
const H = 1024;

function place(prompt: string, has: Subject[] = ['hills'], kind: ScenePlan['kind'] = 'landscape') {
  const plan = { kind, horizon: 0.62, has: new Set(has) };
  return placeSubjects({ w: W, h: H, plan, rng: createRng(7) }, parseScene(prompt));
}

describe('placing subjects in the scene', () => {
  it('lays a sleeping animal down and a sleeping figure on its side', () => {
    expect(place('a dog sleeping in the garden')[0]).toMatchObject({ icon: 'dog', posture: 'lying' });
    expect(place('a cat resting')[0]?.posture).toBe('lying');
    expect(place('a dog running')[0]?.posture).toBe('upright');
  });

  it('puts a flyer in the sky, above the horizon, and a walker on the ground below it', () => {
    const [hawk] = place('a hawk flying over hills');
    expect(hawk!.y).toBeLessThan(0.62 * H);
    const [dog] = place('a dog in a field');
    expect(dog!.y).toBeGreaterThan(0.62 * H);
  });

  it('puts a swimmer in the water, half under it', () => {
    const [turtle] = place('a turtle swimming', ['sea']);
    expect(turtle).toMatchObject({ posture: 'swimming', shadow: false });
    expect(turtle!.y).toBeGreaterThan(0.62 * H);
    // Waterfowl on water float on it rather than stand.
    expect(place('a swan on a lake', ['lake'])[0]?.posture).toBe('afloat');
    expect(place('a swan in a meadow', ['meadow'])[0]?.posture).toBe('upright');
    // A submarine sits low in the sea like them, its hull seen through the water.
    expect(place('a submarine under the sea', ['sea'])[0]).toMatchObject({
      icon: 'submarine',
      posture: 'afloat',
    });
  });

  it('stands landmarks behind, to one side of what stands in front of them', () => {
    const [windmill, ...tulips] = place('a windmill in a field of tulips', ['meadow']);
    expect(windmill).toMatchObject({ icon: 'windmill' });
    expect(tulips.map((t) => t.icon)).toEqual(['tulip', 'tulip', 'tulip']);
    expect(windmill!.x).toBeLessThan(W * 0.35);
    // A waterfall stands like a building: large, behind the rest.
    const [fall] = place('a waterfall', ['forest']);
    expect(fall).toMatchObject({ icon: 'waterfall' });
    expect(fall!.size).toBeGreaterThan(0.5 * W);
  });

  it('keeps a group large, close together and clear of the bottom edge', () => {
    const apples = place('three apples');
    expect(apples).toHaveLength(3);
    const xs = apples.map((p) => p.x).sort((a, b) => a - b);
    for (const p of apples) {
      expect(p.size).toBeGreaterThan(0.27 * W);
      expect(p.y).toBeLessThanOrEqual(H * 0.94);
    }
    // Neighbours about one size apart: touching, not scattered.
    expect(xs[1]! - xs[0]!).toBeLessThan(apples[0]!.size * 1.2);
  });

  it('staggers two rows so the back row shows between the front', () => {
    const lemons = place('six lemons');
    const rows = [...new Set(lemons.map((p) => Math.round(p.y)))];
    expect(rows).toHaveLength(2);
    const back = lemons.filter((p) => Math.round(p.y) === Math.min(...rows)).map((p) => p.x);
    const front = lemons.filter((p) => Math.round(p.y) === Math.max(...rows)).map((p) => p.x);
    for (const x of back) expect(Math.min(...front.map((f) => Math.abs(f - x)))).toBeGreaterThan(W * 0.04);
  });
});

describe('placing subjects against each other', () => {
  const order = (placed: ReturnType<typeof place>, icon: string) => placed.findIndex((p) => p.icon === icon);
  const of = (placed: ReturnType<typeof place>, icon: string) => placed.find((p) => p.icon === icon)!;

  it('sets a cat on the sofa: over its seat, smaller, drawn after it', () => {
    const placed = place('a cat on a sofa', [], 'interior');
    const [sofa, cat] = [of(placed, 'couch-and-lamp'), of(placed, 'cat')];
    expect(order(placed, 'cat')).toBeGreaterThan(order(placed, 'couch-and-lamp'));
    expect(cat.y).toBeLessThan(sofa.y - sofa.size * 0.1);
    expect(cat.y).toBeGreaterThan(sofa.y - sofa.size * 0.6);
    expect(Math.abs(cat.x - sofa.x)).toBeLessThan(sofa.size * 0.3);
    expect(cat.size).toBeLessThan(sofa.size * 0.6);
    expect(cat.shadow).toBe(false);
  });

  it('puts a dog under a tree at its foot, in front, and a bird in it over its middle', () => {
    const under = place('a dog under a tree');
    const [tree, dog] = [of(under, 'deciduous-tree'), of(under, 'dog')];
    expect(order(under, 'dog')).toBeGreaterThan(order(under, 'deciduous-tree'));
    expect(dog.y).toBeGreaterThanOrEqual(tree.y);
    expect(Math.abs(dog.x - tree.x)).toBeLessThan(tree.size * 0.3);
    expect(dog.size).toBeLessThan(tree.size);
    const inside = place('a bird in a tree');
    const [crown, bird] = [of(inside, 'deciduous-tree'), of(inside, 'bird')];
    expect(bird.y).toBeLessThan(crown.y);
    expect(bird.y).toBeGreaterThan(crown.y - crown.size);
    expect(order(inside, 'bird')).toBeGreaterThan(order(inside, 'deciduous-tree'));
  });

  it('keeps fish in a room aquarium inside its glass, off the table', () => {
    const fish = place('three fish in an aquarium', [], 'interior');
    expect(fish).toHaveLength(3);
    const tank = tankOf(parseScene('three fish in an aquarium'), W, H)!;
    for (const f of fish) {
      expect(f.x).toBeGreaterThan(tank.x0);
      expect(f.x).toBeLessThan(tank.x1);
      expect(f.y).toBeLessThan(tank.y1);
      expect(f.y - f.size * 0.8).toBeGreaterThan(tank.y0);
    }
  });

  it('stands people and land animals on the sand in front of the sea, boats on the water', () => {
    const plan = {
      kind: 'landscape' as const,
      horizon: 0.6,
      has: new Set<Subject>(['sea', 'beach']),
      shore: 0.75,
    };
    const placed = placeSubjects(
      { w: W, h: H, plan, rng: createRng(3) },
      parseScene('a pirate and a horse on a beach with a sailboat'),
    );
    for (const p of placed.filter((p) => p.icon !== 'sailboat')) expect(p.y).toBeGreaterThan(0.8 * H);
    const boat = of(placed, 'sailboat');
    expect(boat.y).toBeGreaterThan(0.6 * H);
    expect(boat.y).toBeLessThan(0.75 * H);
  });

  it('brings a plane named beside someone down to the ground', () => {
    const placed = place('a pilot next to an airplane');
    for (const p of placed) expect(p.y).toBeGreaterThan(0.62 * H);
  });
});

describe('placing someone in a building', () => {
  it('stands them in front of it rather than shrunk inside its picture', () => {
    const placed = place('a doctor in a hospital');
    const doctor = placed.find((p) => p.subject.word === 'doctor')!;
    const hospital = placed.find((p) => p.icon === 'hospital')!;
    expect(doctor.y).toBeGreaterThan(hospital.y);
  });
});
