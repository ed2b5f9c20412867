import sharp from 'sharp';
import { ISNET_SIZE, readIsnetModel } from './isnet-model';
import { createSession, lazy, loadOrt } from './onnx-session';

export interface RemoveBackgroundOptions {
  /** Called with the share of the work done, 0 to 1. */
  onProgress?: (fraction: number) => void;
}

const isnetSession = lazy(async () => createSession(await readIsnetModel()));

/**
 * Cuts the subject out of a photo: a PNG of the same size whose alpha is IS-Net's matte (soft edges, the
 * background transparent). An input that already has transparency keeps it where the matte is opaque.
 */
export async function removeBackground(image: Buffer, opts: RemoveBackgroundOptions = {}): Promise<Buffer> {
  const progress = opts.onProgress ?? (() => {});
  progress(0);
  const { data: rgba, info } = await sharp(image)
    .rotate()
    .toColourspace('srgb')
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height } = info;
  const modelInput = await sharp(rgba, { raw: { width, height, channels: 4 } })
    .removeAlpha()
    .resize(ISNET_SIZE, ISNET_SIZE, { fit: 'fill' })
    .raw()
    .toBuffer();
  progress(0.1);

  const [ort, session] = await Promise.all([loadOrt(), isnetSession()]);
  progress(0.2);
  const plane = ISNET_SIZE * ISNET_SIZE;
  const input = new Float32Array(3 * plane);
  for (let i = 0; i < plane; i++) {
    for (let c = 0; c < 3; c++) input[c * plane + i] = (modelInput[i * 3 + c]! - 128) / 256;
  }
  const outputs = await session.run({
    [session.inputNames[0]!]: new ort.Tensor('float32', input, [1, 3, ISNET_SIZE, ISNET_SIZE]),
  });
  const probability = outputs[session.outputNames[0]!]!.data as Float32Array;
  progress(0.9);

  // A clamped array rounds and clips on store.
  const matte = new Uint8ClampedArray(plane);
  for (let i = 0; i < plane; i++) matte[i] = probability[i]! * 255;
  const alpha = await sharp(matte, { raw: { width: ISNET_SIZE, height: ISNET_SIZE, channels: 1 } })
    .resize(width, height, { fit: 'fill' })
    // sharp would hand back three channels of a one-channel raw image otherwise.
    .toColourspace('b-w')
    .raw()
    .toBuffer();
  for (let i = 0; i < width * height; i++) rgba[i * 4 + 3] = Math.round((rgba[i * 4 + 3]! * alpha[i]!) / 255);
  const png = await sharp(rgba, { raw: { width, height, channels: 4 } })
    .png()
    .toBuffer();
  progress(1);
  return png;
}
