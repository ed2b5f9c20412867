import type { Rng } from '../image/random';

/** How close a shot is framed: it chooses the camera's moves and how far in they start. */
export type Framing = 'close' | 'medium' | 'wide' | 'low';

export type MoveKind =
  'push-in' | 'pull-out' | 'pan-left' | 'pan-right' | 'tilt-up' | 'tilt-down' | 'ken-burns';

/** A camera move as the storyboard decides it, before any raster size is known (camera.ts makes it rectangles). */
export interface CameraPlan {
  kind: MoveKind;
  /** How much of the room the raster leaves the move uses, 0–1. */
  amount: number;
  /** Where the camera looks, as a fraction of the raster's width and height. */
  focus: { x: number; y: number };
  /** How far in the shot is framed, 0 (all of the raster) to 1 (as close as the raster allows). */
  tight: number;
  /** Ken Burns only: where the move ends, and how close. */
  end?: { x: number; y: number; tight: number };
}

const MOVES: Record<Framing, readonly MoveKind[]> = {
  close: ['push-in', 'ken-burns', 'pan-left', 'pan-right'],
  medium: ['push-in', 'pull-out', 'pan-left', 'pan-right', 'tilt-up', 'tilt-down', 'ken-burns'],
  wide: ['pull-out', 'pan-left', 'pan-right', 'ken-burns'],
  low: ['tilt-up', 'push-in', 'pan-left', 'pan-right'],
};

const TIGHT: Record<Framing, [number, number]> = {
  close: [0.55, 0.9],
  medium: [0.2, 0.55],
  wide: [0, 0.2],
  low: [0.3, 0.6],
};

/** A move that suits the framing, never the one the shot before used. */
export function cameraFor(framing: Framing, previous: MoveKind | undefined, rng: Rng): CameraPlan {
  const kinds = MOVES[framing].filter((k) => k !== previous);
  const kind = rng.pick(kinds.length > 0 ? kinds : MOVES[framing]);
  const [low, high] = TIGHT[framing];
  // Painted subjects stand a little below the middle; a low angle looks up from further down.
  const focus = {
    x: rng.range(0.38, 0.62),
    y: framing === 'low' ? rng.range(0.55, 0.7) : rng.range(0.42, 0.62),
  };
  const plan: CameraPlan = { kind, amount: rng.range(0.65, 1), focus, tight: rng.range(low, high) };
  if (kind === 'ken-burns') {
    // From one corner of interest to another, closer or further: never the same rectangle twice.
    const tight = plan.tight < 0.5 ? rng.range(0.6, 1) : rng.range(0, 0.3);
    plan.end = { x: 1 - focus.x + rng.range(-0.08, 0.08), y: rng.range(0.4, 0.62), tight };
  }
  return plan;
}
