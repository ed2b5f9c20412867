import { describe, expect, it } from 'vitest';
import type { ScenePlan } from '../plan';
import { createRng } from '../random';
import type { Subject } from '../words';
import { parseScene } from './parse';
import { placeSubjects } from './place';

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
