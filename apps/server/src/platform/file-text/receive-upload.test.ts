import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { removeStaleUploads } from './receive-upload';

describe('removeStaleUploads', () => {
  let dir = '';
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('removes only temp uploads older than the given age', async () => {
    dir = await mkdtemp(join(tmpdir(), 'muse-stale-'));
    const dayAgo = new Date(Date.now() - 24 * 3600_000);
    for (const name of ['upload-old.pdf', 'upload-new.txt', 'keep-me.pdf']) {
      await writeFile(join(dir, name), 'x');
    }
    await utimes(join(dir, 'upload-old.pdf'), dayAgo, dayAgo);
    await utimes(join(dir, 'keep-me.pdf'), dayAgo, dayAgo);
    expect(await removeStaleUploads(dir, 3600_000)).toBe(1);
    expect((await readdir(dir)).sort()).toEqual(['keep-me.pdf', 'upload-new.txt']);
  });

  it('does nothing when the folder does not exist', async () => {
    expect(await removeStaleUploads(join(tmpdir(), 'muse-no-such-folder'), 0)).toBe(0);
  });
});
