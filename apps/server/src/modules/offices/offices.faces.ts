import { createAvatar } from '@dicebear/core';
import * as toonHead from '@dicebear/toon-head';
import type { AvatarFace } from '@muse/domain';
import type { FinishName, RgbaRaster } from '@muse/providers';
import sharp from 'sharp';

/**
 * Draws an avatar face with DiceBear's "Toon Head" style (art by Johan Melin, CC BY 4.0; see
 * docs/third-party.md). Every part is chosen, none left to chance, so a face always draws the same.
 */
export function faceSvg(face: AvatarFace, size: number): string {
  // 'none' is ours: the library leaves a part out when its probability is 0.
  const chosen = <T extends string>(value: T): Exclude<T, 'none'>[] =>
    value === 'none' ? [] : [value as Exclude<T, 'none'>];
  const shown = (value: string) => (value === 'none' ? 0 : 100);
  return createAvatar(toonHead, {
    size,
    skinColor: [face.skin],
    hair: chosen(face.hair),
    hairProbability: shown(face.hair),
    rearHair: chosen(face.rearHair),
    rearHairProbability: shown(face.rearHair),
    hairColor: [face.hairColor],
    eyes: [face.eyes],
    eyebrows: [face.eyebrows],
    mouth: [face.mouth],
    beard: chosen(face.beard),
    beardProbability: shown(face.beard),
    clothes: [face.clothes],
    clothesColor: [face.clothesColor],
    backgroundColor: [face.background],
  }).toString();
}

/** Paints a finish over a raster (the engine pool's, so the pixels are worked on off the event loop). */
export type PaintFinish = (raster: RgbaRaster, finish: FinishName, seed: number) => Promise<RgbaRaster>;

/**
 * The face as a square WebP of `size` pixels, optionally in one of the image engine's painted finishes.
 * The finish's seed is fixed, so a face and finish always give the same picture.
 */
export async function faceWebp(
  face: AvatarFace,
  size: number,
  finish?: { name: FinishName; paint: PaintFinish },
): Promise<Buffer> {
  const svg = sharp(Buffer.from(faceSvg(face, size)));
  if (!finish) return svg.webp({ quality: 90 }).toBuffer();
  const { data, info } = await svg.ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const raster = { width: info.width, height: info.height, data: new Uint8ClampedArray(data) };
  const done = await finish.paint(raster, finish.name, FINISH_SEED);
  return sharp(Buffer.from(done.data.buffer, done.data.byteOffset, done.data.byteLength), {
    raw: { width: done.width, height: done.height, channels: 4 },
  })
    .webp({ quality: 90 })
    .toBuffer();
}

const FINISH_SEED = 12;
