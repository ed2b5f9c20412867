/**
 * `npm run bench -- first-load` (issue #17): the JavaScript and CSS a browser loads for `/images` before any
 * interaction, signed out and signed in. Chromium (cache empty) opens `/images` on the built app served by a
 * real Muse server and waits until the page is quiet; every JS/CSS response counts with its gzip size (level
 * 9, from the built file, so the figure does not depend on what the browser negotiates). Prints a table per
 * file and the totals. The goal, ≤ 180 kB gzipped, is issue #17's: a first visit, signed out (its "today
 * about 280 kB" was that figure). Signed in, with an empty cache, is shown beside it: the signed-in parts
 * (the realtime socket, the header's account controls) come on top. `WEB_DIST=<dir>` measures another build.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from 'playwright-core';
import { startBenchServer, type BenchServer } from './bench-server';
import type { BenchResult } from './run';

const GOAL_KB = 180;
const CHROMIUM = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';
const ROOT = join(import.meta.dirname, '..');
const WEB_DIST = process.env['WEB_DIST'] ?? join(ROOT, 'apps', 'web', 'dist');
// What the web build is made of: a file newer than dist/index.html means the build is stale.
const WEB_SOURCES = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'packages/contracts/src',
  'packages/domain/src',
];

interface Loaded {
  file: string;
  kind: 'js' | 'css';
  gzip: number;
}

export async function webFirstLoad(): Promise<BenchResult> {
  ensureBuilt();
  if (!existsSync(CHROMIUM))
    throw new Error(`Chromium is missing at ${CHROMIUM} (apt-get install -y chromium)`);
  const server = await startBenchServer({}, { webDistDir: WEB_DIST });
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    const signedOut = await loadImages(browser, server, null);
    const signedIn = await loadImages(browser, server, server.cookie);
    printTable('signed out (the first visit)', signedOut, true);
    printTable('signed in, empty cache', signedIn, false);
    const total = (files: Loaded[]) => kb(files.reduce((sum, f) => sum + f.gzip, 0));
    const part = (files: Loaded[], kind: Loaded['kind']) => total(files.filter((f) => f.kind === kind));
    return {
      name: 'first-load',
      figures: {
        'signed out: JS + CSS (kB gzip)': total(signedOut),
        'signed out: JS / CSS (kB gzip)': `${part(signedOut, 'js')} / ${part(signedOut, 'css')}`,
        'signed out: files': signedOut.length,
        'signed in: JS + CSS (kB gzip)': total(signedIn),
        'signed in: JS / CSS (kB gzip)': `${part(signedIn, 'js')} / ${part(signedIn, 'css')}`,
        'signed in: files': signedIn.length,
        'goal (kB gzip, signed out)': `≤ ${GOAL_KB}`,
      },
    };
  } finally {
    await browser.close();
    await server.close();
  }
}

/** Builds the web app when `apps/web/dist` is missing or older than its sources (never for WEB_DIST). */
function ensureBuilt(): void {
  const index = join(WEB_DIST, 'index.html');
  if (process.env['WEB_DIST']) {
    if (!existsSync(index)) throw new Error(`WEB_DIST has no index.html: ${WEB_DIST}`);
    return;
  }
  const builtAt = existsSync(index) ? statSync(index).mtimeMs : 0;
  if (builtAt > Math.max(...WEB_SOURCES.map((s) => newestMtime(join(ROOT, s))))) return;
  execFileSync('npm', ['run', 'build', '-w', '@muse/web'], { cwd: ROOT, stdio: 'inherit' });
}

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry !== 'node_modules' && entry !== 'dist')
      newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/** Opens /images in a fresh context and lists every JS/CSS file it fetched until the network was quiet. */
async function loadImages(browser: Browser, server: BenchServer, cookie: string | null): Promise<Loaded[]> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  if (cookie) {
    const [name, ...value] = cookie.split('=');
    await context.addCookies([{ name: name!, value: value.join('='), url: server.base }]);
  }
  const page = await context.newPage();
  const paths = new Set<string>();
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (/\.(js|css)$/.test(path)) paths.add(path);
  });
  try {
    await page.goto(`${server.base}/images`);
    await page.getByRole('heading', { level: 1, name: 'Images' }).waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    // A last quiet moment for chunks that effects import after the first render.
    await page.waitForTimeout(1000);
  } finally {
    await context.close();
  }
  return [...paths]
    .map((path) => {
      const file = join(WEB_DIST, decodeURIComponent(path));
      const kind: Loaded['kind'] = path.endsWith('.css') ? 'css' : 'js';
      return {
        file: path.replace(/^\/assets\//, ''),
        kind,
        gzip: gzipSync(readFileSync(file), { level: 9 }).length,
      };
    })
    .sort((a, b) => b.gzip - a.gzip);
}

function printTable(title: string, files: Loaded[], goal: boolean): void {
  const total = files.reduce((sum, f) => sum + f.gzip, 0);
  console.log(`\n  /images, ${title}: ${files.length} files`);
  console.log(`  ${'file'.padEnd(48)} ${'kB gzip'.padStart(8)}`);
  for (const f of files) console.log(`  ${f.file.padEnd(48)} ${kb(f.gzip).toFixed(1).padStart(8)}`);
  const verdict = kb(total) <= GOAL_KB ? 'within' : 'over';
  const note = goal ? `  (${verdict} the ${GOAL_KB} kB goal)` : '';
  console.log(`  ${'total'.padEnd(48)} ${kb(total).toFixed(1).padStart(8)}${note}`);
}

const kb = (bytes: number) => Math.round(bytes / 100) / 10;
