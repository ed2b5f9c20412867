/** `stylise`: the photo wizard's art presets (pencil, oil painting, watercolour, pop art, impressionist, anime). */
import { loadOpenCv, type OpenCv } from './libs';
import { decodeRaster, encodePng, type ProgressListener, type Raster } from './raster';
import { anime } from './style-anime';
import { impressionist } from './style-impressionist';
import { oil } from './style-oil';
import { pencil } from './style-pencil';
import { popArt } from './style-pop-art';
import { watercolour } from './style-watercolour';
import { EditInputError } from '../errors';

export const ART_STYLES = ['pencil', 'oil', 'watercolour', 'pop-art', 'impressionist', 'anime'] as const;
export type ArtStyle = (typeof ART_STYLES)[number];

const RENDERERS: Record<ArtStyle, (cv: OpenCv, raster: Raster) => Raster> = {
  pencil,
  oil,
  watercolour,
  'pop-art': popArt,
  impressionist,
  anime,
};

export interface StyliseOptions {
  onProgress?: ProgressListener;
}

/** Repaints `image` in `style`; returns a PNG of the same size (transparency kept). */
export async function stylise(image: Buffer, style: ArtStyle, opts: StyliseOptions = {}): Promise<Buffer> {
  const render = RENDERERS[style];
  if (!render)
    throw new EditInputError(`Unknown art style "${String(style)}"; use one of ${ART_STYLES.join(', ')}.`);
  const raster = await decodeRaster(image);
  opts.onProgress?.(0.1);
  const { cv } = await loadOpenCv();
  opts.onProgress?.(0.3);
  const result = render(cv, raster);
  opts.onProgress?.(0.9);
  const png = await encodePng(result);
  opts.onProgress?.(1);
  return png;
}
