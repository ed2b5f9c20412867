import { chmodSync, mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const mode = (path: string) => statSync(path).mode & 0o777;

describe('the generated session secret on disk', () => {
  it('is created readable by the server user only, in a 0700 data folder', () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'muse-secret-')), 'data');
    loadConfig({ DATA_DIR: dir });
    expect(mode(dir)).toBe(0o700);
    expect(mode(join(dir, 'secret'))).toBe(0o600);
  });

  it('closes a secret file that others could read', () => {
    const dir = mkdtempSync(join(tmpdir(), 'muse-secret-'));
    writeFileSync(join(dir, 'secret'), 'a'.repeat(64));
    chmodSync(join(dir, 'secret'), 0o644);
    expect(loadConfig({ DATA_DIR: dir }).sessionSecret).toBe('a'.repeat(64));
    expect(mode(join(dir, 'secret'))).toBe(0o600);
  });
});
