/**
 * The storyboard in frames: which frames each shot covers (a cross-fade's frames belong to both shots), how
 * far through its move a shot is at a frame, and how far a fade has gone.
 */
import type { Shot } from './storyboard';

export interface ShotSpan {
  /** First and last frame the shot is seen in, fades included. */
  first: number;
  last: number;
  /** Frames of cross-fade into this shot (0 for a cut). */
  fadeIn: number;
}

/** What a frame shows: one shot, or two mid-fade with the second's weight. */
export type FrameView =
  { shot: number; t: number } | { shot: number; t: number; next: number; nextT: number; alpha: number };

export interface Timeline {
  frames: number;
  spans: ShotSpan[];
  /** The frame a poster is taken from: the middle of the first shot, away from any fade. */
  poster: number;
}

export function frameCount(durationSeconds: number, fps: number): number {
  return Math.max(1, Math.round(durationSeconds * fps));
}

export function planTimeline(shots: readonly Shot[], durationSeconds: number, fps: number): Timeline {
  const frames = frameCount(durationSeconds, fps);
  const bounds = shots.map((s, i) => (i === 0 ? 0 : Math.round(s.start * fps)));
  bounds.push(frames);
  const lengths = shots.map((_, i) => bounds[i + 1]! - bounds[i]!);
  // A fade takes at least two frames and at most half of either shot it joins.
  const fades = shots.map((s, i) =>
    i === 0 || s.fade <= 0
      ? 0
      : Math.max(
          2,
          Math.min(Math.round(s.fade * fps), Math.floor(lengths[i - 1]! / 2), Math.floor(lengths[i]! / 2)),
        ),
  );
  const spans = shots.map((_, i): ShotSpan => {
    const fadeIn = fades[i]! >= 2 ? fades[i]! : 0;
    const fadeOut = i + 1 < shots.length && fades[i + 1]! >= 2 ? fades[i + 1]! : 0;
    return {
      first: Math.max(0, bounds[i]! - Math.floor(fadeIn / 2)),
      last: Math.min(frames - 1, bounds[i + 1]! - 1 + Math.ceil(fadeOut / 2)),
      fadeIn,
    };
  });
  const soloEnd = spans.length > 1 ? spans[1]!.first - 1 : frames - 1;
  return { frames, spans, poster: Math.max(0, Math.floor(soloEnd / 2)) };
}

/** How far through its span a shot is at a frame: 0 at its first frame, 1 at its last. */
export function progressAt(span: ShotSpan, frame: number): number {
  return span.last > span.first ? (frame - span.first) / (span.last - span.first) : 0;
}

export function viewAt(timeline: Timeline, frame: number): FrameView {
  const { spans } = timeline;
  let shot = spans.findIndex((s) => frame >= s.first && frame <= s.last);
  if (shot < 0) shot = frame < 0 ? 0 : spans.length - 1;
  const next = spans[shot + 1];
  const t = progressAt(spans[shot]!, frame);
  if (next && frame >= next.first) {
    // Frame j of an n-frame fade shows the next shot at (j + 1) / (n + 1), eased.
    const linear = (frame - next.first + 1) / (next.fadeIn + 1);
    const alpha = linear * linear * (3 - 2 * linear);
    return { shot, t, next: shot + 1, nextT: progressAt(next, frame), alpha };
  }
  return { shot, t };
}
