/**
 * The song clock of a round. It follows the wall clock frame by frame but never moves more than
 * `MAX_STEP_MS` between two frames: when the page stalls (a hidden tab, a long task, a busy machine) the song
 * waits instead of letting every tile fall past the line and cost the player's lives unseen.
 */
export const MAX_STEP_MS = 100;

export interface RoundClock {
  /** the wall time (performance.now()) of the last frame */
  wall: number;
  /** the song time (seconds) at that frame */
  song: number;
}

export function startClock(wall: number, song: number): RoundClock {
  return { wall, song };
}

/** The song time of a wall-clock instant near the last frame (a frame now, or an input event's time stamp). */
export function songTimeAt(clock: RoundClock, wall: number): number {
  const step = Math.max(-MAX_STEP_MS, Math.min(MAX_STEP_MS, wall - clock.wall));
  return clock.song + step / 1000;
}

/** The clock after a frame at `wall`. */
export function tickClock(clock: RoundClock, wall: number): RoundClock {
  return { wall, song: songTimeAt(clock, wall) };
}
