/**
 * Scratch and dust removal: thin bright marks stand out in a morphological top-hat of the luminance (the
 * picture minus its opening, i.e. what is narrower than the structuring element and brighter than around it),
 * thin dark marks in a black-hat. Strong responses, widened by a pixel to cover their soft edges, become an
 * inpainting mask. Only marks shaped like damage are kept: specks of dust, and long thin lines.
 */
import { fillHoles } from './inpaint-core';
import type { OpenCv } from './libs';
import { luminance, toMat, withMats, type Raster } from './raster';

/** Contrast (0–255) a mark needs over its surroundings to count as damage. */
const MIN_CONTRAST = 28;
/** A mark is dust when it covers at most this share of the picture (50 px at 1024²)… */
const DUST_SHARE = 0.00005;
/** …at most this many pixels across, and at least this contrast (0–255)… */
const DUST_MAX_SIDE = 8;
const DUST_CONTRAST = 60;
/** …and a scratch when it runs at least this share of the short side… */
const SCRATCH_MIN_LENGTH = 0.08;
/** Marks (or their parts) thicker than this many pixels are left: they are blobs, not lines. Small light or
 * dark details that are neither dust nor scratches (a window frame, an eye) are left too: they are the picture. */
const SCRATCH_MAX_WIDTH = 7;

/** 1 where a scratch or spot was found. */
export function findScratches(cv: OpenCv, raster: Raster): Uint8Array {
  const { width, height } = raster;
  const luma = Uint8Array.from(luminance(raster.rgb), (v) => Math.round(v));
  // Marks up to about 1% of the short side wide are caught (9 px at 1024²).
  const side = Math.max(5, Math.round(Math.min(width, height) / 110) | 1);
  return withMats((track) => {
    const src = track(toMat(cv, luma, width, height, 1));
    // A square element: OpenCV runs it as separate row and column passes, several times faster than a disc.
    const kernel = track(cv.getStructuringElement(cv.MORPH_RECT, new cv.Size(side, side)));
    const bright = track(new cv.Mat());
    const dark = track(new cv.Mat());
    cv.morphologyEx(src, bright, cv.MORPH_TOPHAT, kernel);
    cv.morphologyEx(src, dark, cv.MORPH_BLACKHAT, kernel);
    const marks = track(new cv.Mat());
    cv.max(bright, dark, marks);
    const binary = track(new cv.Mat());
    cv.threshold(marks, binary, MIN_CONTRAST, 255, cv.THRESH_BINARY);
    // Keep only the thin part of the marks: where a scratch crosses a dark outline (hair, a roof) the marks
    // merge into blobs, which are picture content and must not be inpainted.
    const thick = track(new cv.Mat());
    const thickKernel = track(
      cv.getStructuringElement(cv.MORPH_RECT, new cv.Size(SCRATCH_MAX_WIDTH, SCRATCH_MAX_WIDTH)),
    );
    cv.morphologyEx(binary, thick, cv.MORPH_OPEN, thickKernel);
    const thin = track(new cv.Mat());
    cv.subtract(binary, thick, thin);
    const labels = track(new cv.Mat());
    const stats = track(new cv.Mat());
    const centroids = track(new cv.Mat());
    const count = cv.connectedComponentsWithStats(thin, labels, stats, centroids, 8, cv.CV_32S);
    const ids = labels.data32S;
    const strongest = new Uint8Array(count);
    const response = marks.data;
    for (let i = 0; i < ids.length; i++)
      if (response[i]! > strongest[ids[i]!]!) strongest[ids[i]!] = response[i]!;
    const keep = new Uint8Array(count);
    const shortSide = Math.min(width, height);
    for (let label = 1; label < count; label++) {
      const area = stats.intAt(label, cv.CC_STAT_AREA);
      const length = Math.max(stats.intAt(label, cv.CC_STAT_WIDTH), stats.intAt(label, cv.CC_STAT_HEIGHT));
      const side = Math.max(stats.intAt(label, cv.CC_STAT_WIDTH), stats.intAt(label, cv.CC_STAT_HEIGHT));
      // Dust is a small compact speck of strong contrast; faint small marks are grain or fine detail.
      const dust =
        area <= DUST_SHARE * width * height && side <= DUST_MAX_SIDE && strongest[label]! >= DUST_CONTRAST;
      keep[label] = dust || length >= SCRATCH_MIN_LENGTH * shortSide ? 1 : 0;
    }
    const kept = new Uint8Array(width * height);
    for (let i = 0; i < kept.length; i++) kept[i] = keep[ids[i]!]! ? 255 : 0;
    const keptMat = track(toMat(cv, kept, width, height, 1));
    const widened = track(new cv.Mat());
    const grow = track(cv.getStructuringElement(cv.MORPH_ELLIPSE, new cv.Size(3, 3)));
    cv.dilate(keptMat, widened, grow);
    return Uint8Array.from(widened.data, (v) => (v ? 1 : 0));
  });
}

export function removeScratchesRaster(cv: OpenCv, raster: Raster): Raster {
  const mask = findScratches(cv, raster);
  return { ...raster, rgb: fillHoles(cv, raster.rgb, mask, raster.width, raster.height) };
}
