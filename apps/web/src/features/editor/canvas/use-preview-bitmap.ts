import type { Adjustments } from '@muse/domain';
import { useEffect, useMemo } from 'react';
import { context2d, drawAdjusted, makeCanvas } from './draw-adjusted';

/**
 * The picture as the canvas shows it, drawn at screen size: a copy of the picture scaled down once (per
 * picture and size), then redrawn with the adjustments' filter on every change. Filtering a screen-sized
 * copy instead of the full picture keeps a slider drag smooth on a 4096×4096 picture.
 */
export function usePreviewBitmap(
  img: HTMLImageElement | null,
  size: { width: number; height: number },
  adjustments: Adjustments,
  onDrawn: () => void,
): HTMLCanvasElement | null {
  const { width, height } = size;
  const small = useMemo(() => {
    if (!img || width < 1 || height < 1) return null;
    const canvas = makeCanvas(width, height);
    const ctx = context2d(canvas);
    ctx.imageSmoothingQuality = 'high';
    ctx.drawImage(img, 0, 0, canvas.width, canvas.height);
    return canvas;
  }, [img, width, height]);
  // The canvas shown: a new one per size, redrawn in place on every change of the adjustments.
  const shown = useMemo(() => (small ? makeCanvas(small.width, small.height) : null), [small]);

  // Drawn at most once a frame: a slider sends changes faster than the screen shows them.
  useEffect(() => {
    if (!small || !shown || !img) return;
    const frame = requestAnimationFrame(() => {
      drawAdjusted(
        context2d(shown),
        small,
        shown.width,
        shown.height,
        adjustments,
        shown.width / img.naturalWidth,
      );
      onDrawn();
    });
    return () => cancelAnimationFrame(frame);
  }, [small, img, shown, adjustments, onDrawn]);

  return shown;
}
