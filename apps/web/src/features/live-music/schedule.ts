/**
 * Where each bar goes on the AudioContext's clock. The first bar starts one start lead after it arrives;
 * every bar after it at the stream's start plus its `at`, so bars follow each other sample-exactly. A bar
 * that arrives too late to start on time moves the whole stream later (a gap) rather than overlapping.
 */
export const START_LEAD_SECONDS = 1;
/** The least time ahead of the clock a late bar is scheduled at. */
const LATE_MARGIN_SECONDS = 0.05;

export interface Timeline {
  /** The context time of the stream's first sample, once the first bar has arrived. */
  origin: number | null;
  /** Gaps so far (bars that came too late). */
  gaps: number;
}

export const NEW_TIMELINE: Timeline = { origin: null, gaps: 0 };

/** When a bar starting `at` seconds into the stream plays, given the context's time now. */
export function place(timeline: Timeline, at: number, now: number): { when: number; timeline: Timeline } {
  if (timeline.origin === null) {
    const origin = now + START_LEAD_SECONDS - at;
    return { when: origin + at, timeline: { ...timeline, origin } };
  }
  const when = timeline.origin + at;
  if (when >= now + LATE_MARGIN_SECONDS) return { when, timeline };
  const origin = now + LATE_MARGIN_SECONDS - at;
  return { when: origin + at, timeline: { origin, gaps: timeline.gaps + 1 } };
}

/** Seconds of the stream played by `now` (what the server paces by). */
export function playedAt(timeline: Timeline, now: number): number {
  return timeline.origin === null ? 0 : Math.max(0, now - timeline.origin);
}
