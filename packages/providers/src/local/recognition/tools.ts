import { accessSync, constants, existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';

/** Where Debian's pocketsphinx-en-us puts the US English model. */
export const DEFAULT_POCKETSPHINX_MODEL = '/usr/share/pocketsphinx/model/en-us';

/** The full path of an executable found on PATH, or undefined. */
export function findExecutable(name: string, path = process.env.PATH ?? ''): string | undefined {
  for (const dir of path.split(delimiter)) {
    if (!dir) continue;
    const candidate = join(dir, name);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not here
    }
  }
  return undefined;
}

export interface PocketsphinxInstall {
  binary: string;
  /** the folder with the acoustic model (en-us/), the language model and the dictionary */
  modelDir: string;
}

/** pocketsphinx_continuous and its US English model, when both are installed. */
export function detectPocketsphinx(modelDir = DEFAULT_POCKETSPHINX_MODEL): PocketsphinxInstall | undefined {
  const binary = findExecutable('pocketsphinx_continuous');
  if (!binary) return undefined;
  const files = ['en-us', 'en-us.lm.bin', 'cmudict-en-us.dict'].map((f) => join(modelDir, f));
  return files.every((f) => existsSync(f)) ? { binary, modelDir } : undefined;
}
