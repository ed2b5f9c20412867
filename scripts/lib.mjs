// Small helpers shared by the npm scripts.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const root = new URL('..', import.meta.url).pathname;

/** Runs a command with inherited output; resolves with its exit code. */
export function run(cmd, args, opts = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: 'inherit', cwd: root, ...opts });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/** Builds the web app when it was never built or its sources changed since. */
export async function ensureWebBuilt() {
  const index = join(root, 'apps/web/dist/index.html');
  const sources = [
    'apps/web/src',
    'apps/web/index.html',
    'apps/web/vite.config.ts',
    'packages/contracts/src',
    'packages/domain/src',
  ];
  const builtAt = existsSync(index) ? statSync(index).mtimeMs : 0;
  const changedAt = Math.max(...sources.map((s) => newestMtime(join(root, s))));
  if (builtAt > changedAt) return 0;
  console.log('Building the web app…');
  return run('npm', ['run', 'build', '-w', '@muse/web']);
}

export function chromiumPath() {
  return process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
}
