import type { ProviderRegistry } from '@muse/providers';
import sharp from 'sharp';
import type { TrackRow } from './music.repository';

/** The image model that paints covers: a local one, so covers need no API key and cost nothing. */
export const COVER_MODEL = 'art';
export const COVER_SIZE = 768;
/** Thumbnails are WebP, 400 px tall, like the images'. */
export const THUMB_HEIGHT = 400;

export interface Cover {
  png: Buffer;
  thumb: Buffer;
}

/**
 * Paints a track's cover with the image engine from its name, description and tags, and a thumbnail.
 * Null when no image engine can run here; a track without a cover still plays.
 */
export async function paintCover(
  providers: ProviderRegistry,
  track: Pick<TrackRow, 'name' | 'description' | 'tags' | 'seed'>,
  signal?: AbortSignal,
): Promise<Cover | null> {
  const engine = providers.engineForModel(COVER_MODEL, 'image');
  if (!engine) return null;
  const styles = track.tags
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
  const result = await engine.generate(
    {
      prompt: `${track.name}. ${track.description}`.trim(),
      width: COVER_SIZE,
      height: COVER_SIZE,
      n: 1,
      seed: track.seed === null ? undefined : Number(track.seed),
      styles,
    },
    { signal },
  );
  const png = result.images[0]?.data;
  if (!png) return null;
  const thumb = await sharp(png).resize({ height: THUMB_HEIGHT }).webp({ quality: 82 }).toBuffer();
  return { png, thumb };
}
