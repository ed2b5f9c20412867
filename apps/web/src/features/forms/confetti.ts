import { CONFETTI_DURATION_MS, CONFETTI_LAUNCH_INTERVAL_MS } from '@muse/domain';

/** When each confetti launcher starts, in ms from the start: one at once, then one every interval. */
export function launchTimes(
  durationMs = CONFETTI_DURATION_MS,
  intervalMs = CONFETTI_LAUNCH_INTERVAL_MS,
): number[] {
  const times: number[] = [];
  if (intervalMs <= 0) return times;
  for (let t = 0; t < durationMs; t += intervalMs) times.push(t);
  return times;
}

export interface Piece {
  x: number;
  y: number;
  vx: number;
  vy: number;
  angle: number;
  spin: number;
  size: number;
  color: string;
}

/** Pixels per frame² of fall. */
const GRAVITY = 0.35;

const COLORS = ['#f783ac', '#ffd43b', '#69db7c', '#4dabf7', '#b197fc', '#ff922b'];

/**
 * One launcher's burst: `count` pieces from a point near a bottom corner, thrown up and inwards. `random` is
 * injectable so tests are deterministic.
 */
export function burst(
  width: number,
  height: number,
  side: 'left' | 'right',
  count = 40,
  random: () => number = Math.random,
): Piece[] {
  const x0 = side === 'left' ? width * 0.1 : width * 0.9;
  const dir = side === 'left' ? 1 : -1;
  return Array.from({ length: count }, () => {
    const angle = ((55 + random() * 30) * Math.PI) / 180;
    // thrown to between half and nine tenths of the screen's height (drag takes about a seventh off)
    const peak = height * (0.5 + random() * 0.4);
    const speed = (Math.sqrt(2 * GRAVITY * peak) / Math.sin(angle)) * 1.15;
    return {
      x: x0,
      y: height,
      vx: Math.cos(angle) * speed * dir,
      vy: -Math.sin(angle) * speed,
      angle: random() * Math.PI,
      spin: (random() - 0.5) * 0.4,
      size: 6 + random() * 6,
      color: COLORS[Math.floor(random() * COLORS.length)]!,
    };
  });
}

/** One frame (about 16 ms) of a piece's fall: gravity, a little drag, and its spin. */
export function step(p: Piece): Piece {
  return {
    ...p,
    x: p.x + p.vx,
    y: p.y + p.vy,
    vx: p.vx * 0.99,
    vy: p.vy * 0.99 + GRAVITY,
    angle: p.angle + p.spin,
  };
}
