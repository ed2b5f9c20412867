/**
 * Draws any frame of the video: the shot's view through its camera move (with parallax), its light drifting
 * over the shot (and lightning in a storm), a cross-fade where two shots meet, and the particles on top.
 */
import { planMove, rowMap, viewRows, type Move, type Size } from './camera';
import { flashAt, type Lightning } from './lightning';
import { drawParticles, type ParticleField } from './particles';
import { crossFade, gradeOf, resample, type Grade, type Raster } from './resample';
import type { Shot } from './storyboard';
import { viewAt, type Timeline } from './timeline';

export interface FrameRenderer {
  /** Draws frame `index` into `out` (width × height 32-bit RGBA words). */
  draw(index: number, out: Uint32Array): void;
}

export function frameRenderer(options: {
  shots: readonly Shot[];
  rasters: readonly Raster[];
  timeline: Timeline;
  size: Size;
  fps: number;
  particles?: ParticleField;
  lightning?: Lightning;
}): FrameRenderer {
  const { shots, rasters, timeline, size, fps, particles, lightning } = options;
  const moves: Move[] = shots.map((shot, i) => planMove(shot.camera, rasters[i]!, size));
  const rows = rowMap(size.height);
  const grade: Grade = gradeOf(1, 0);
  let second: Uint32Array | undefined;

  const shotInto = (shot: number, t: number, flash: number, out: Uint32Array) => {
    const { from, to } = shots[shot]!.light;
    gradeOf(
      (from.exposure + (to.exposure - from.exposure) * t) * (1 + flash),
      from.warmth + (to.warmth - from.warmth) * t,
      grade,
    );
    viewRows(moves[shot]!, t, rasters[shot]!, size, rows);
    resample(rasters[shot]!, rows, out, size.width, grade);
  };

  return {
    draw(index, out) {
      const view = viewAt(timeline, index);
      const flash = lightning ? flashAt(lightning, index / fps) : 0;
      shotInto(view.shot, view.t, flash, out);
      if ('next' in view) {
        second ??= new Uint32Array(out.length);
        shotInto(view.next, view.nextT, flash, second);
        crossFade(out, second, view.alpha, out);
      }
      if (particles) drawParticles(particles, index / fps, out, size.width, size.height);
    },
  };
}
