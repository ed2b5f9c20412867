/**
 * Brush strokes for the painterly styles: strokes on a jittered grid, laid in random order, each a short thick
 * anti-aliased line that follows the picture's contours (perpendicular to the brightness gradient) in the
 * colour under it, nudged in brightness and hue so neighbouring strokes differ as dabs of paint do.
 */
import type { Mat } from '@techstark/opencv-js';
import type { OpenCv } from './libs';

export interface StrokePass {
  /** Grid step between stroke centres (px). */
  spacing: number;
  length: number;
  thickness: number;
  /** Random brightness lift range (0–255) and per-channel colour jitter range. */
  lift: number;
  jitter: number;
  /** Skip flat areas (gradient below this): a detail pass only repaints where the picture has structure. */
  minGradient: number;
}

export interface StrokeTarget {
  canvas: Mat;
  /** Optional paint-thickness map (8-bit): each stroke is drawn into it with its own random height. */
  relief?: Mat;
}

export function paintStrokes(
  cv: OpenCv,
  target: StrokeTarget,
  source: { rgb: Uint8Array; luma: Float32Array; width: number; height: number },
  pass: StrokePass,
  random: () => number,
): void {
  const { rgb, luma, width, height } = source;
  const spots: [number, number][] = [];
  for (let y = 0; y < height; y += pass.spacing) {
    for (let x = 0; x < width; x += pass.spacing) {
      spots.push([
        Math.min(width - 1, Math.round(x + random() * pass.spacing)),
        Math.min(height - 1, Math.round(y + random() * pass.spacing)),
      ]);
    }
  }
  // Random order, so strokes overlap every which way instead of in rows.
  for (let k = spots.length - 1; k > 0; k--) {
    const j = Math.floor(random() * (k + 1));
    [spots[k], spots[j]] = [spots[j]!, spots[k]!];
  }
  for (const [x, y] of spots) {
    const i = y * width + x;
    const gx = luma[Math.min(i + 1, luma.length - 1)]! - luma[Math.max(i - 1, 0)]!;
    const gy = luma[Math.min(i + width, luma.length - 1)]! - luma[Math.max(i - width, 0)]!;
    const strength = Math.hypot(gx, gy);
    if (strength < pass.minGradient) continue;
    // Along the contour; where the picture is flat, a loose diagonal with some wobble.
    const angle = strength > 1 ? Math.atan2(gy, gx) + Math.PI / 2 : Math.PI / 4 + (random() - 0.5);
    const half = (pass.length * (0.7 + 0.6 * random())) / 2;
    const from = new cv.Point(Math.round(x - Math.cos(angle) * half), Math.round(y - Math.sin(angle) * half));
    const to = new cv.Point(Math.round(x + Math.cos(angle) * half), Math.round(y + Math.sin(angle) * half));
    const lift = (random() - 0.5) * pass.lift;
    const colour = [0, 1, 2].map((c) =>
      Math.max(0, Math.min(255, rgb[i * 3 + c]! + lift + (random() - 0.5) * pass.jitter)),
    );
    cv.line(
      target.canvas,
      from,
      to,
      new cv.Scalar(colour[0]!, colour[1]!, colour[2]!, 255),
      pass.thickness,
      cv.LINE_AA,
    );
    if (target.relief) {
      const height = 70 + random() * 120;
      cv.line(
        target.relief,
        from,
        to,
        new cv.Scalar(height, height, height, 255),
        pass.thickness,
        cv.LINE_AA,
      );
    }
  }
}
