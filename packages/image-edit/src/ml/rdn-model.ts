import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type KerasModelJson, kerasToOnnx } from './keras-to-onnx';
import { packageRoot } from './package-files';

/**
 * The super-resolution networks of `@upscalerjs/esrgan-slim` (MIT): RDNs (residual dense networks, idealo's
 * image-super-resolution) trained on DIV2K, one per scale, about 220 k weights each. They take RGB in 0–255
 * and give RGB in 0–255. Read from the package's files and converted to ONNX (see keras-to-onnx.ts).
 */
const PACKAGE = '@upscalerjs/esrgan-slim';
export type UpscaleFactor = 2 | 4;

/**
 * How far one output pixel sees into the input: the 3×3 and 5×5 convolutions on the path add up to 10
 * input pixels (the last 3×3 runs after the upsampling, half a pixel more). Tiles read this much around
 * themselves, so tiled output equals a whole-image run.
 */
export const RDN_RECEPTIVE_RADIUS = 11;

export async function readRdnModel(factor: UpscaleFactor): Promise<Uint8Array> {
  const dir = join(packageRoot(PACKAGE), 'models', `x${factor}`);
  const model = JSON.parse(await readFile(join(dir, 'model.json'), 'utf8')) as KerasModelJson;
  const shards = await Promise.all(
    model.weightsManifest.flatMap((group) => group.paths).map((path) => readFile(join(dir, path))),
  );
  return kerasToOnnx(model, new Uint8Array(Buffer.concat(shards)));
}
