/**
 * End-to-end harness: the real product as `npm start` runs it (built web app, embedded SQLite, local
 * engines) on a free port with its own data directory, and Debian Chromium driven by playwright-core.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { loadConfig } from '../apps/server/src/platform/config/config';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const ARTIFACTS = join(ROOT, 'e2e', 'artifacts');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface E2eApp {
  baseUrl: string;
  browser: Browser;
  /**
   * A fresh browser context and page. The once-per-browser voting screen of /images (it opens after 20 s on
   * the page) is marked as seen so it never covers a test at a random moment; `votingScreen: true` keeps it.
   */
  newPage(opts?: {
    width?: number;
    height?: number;
    votingScreen?: boolean;
  }): Promise<{ page: Page; context: BrowserContext }>;
  /** the token of the dev outbox link the server prints at start (`/dev/outbox?token=…`) */
  outboxToken: string;
  /** reads the newest 6-digit code mailed to `email` after `since` from the dev outbox */
  codeFor(email: string, since: string): Promise<string>;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

export interface E2eOptions {
  /** Extra environment of the server process (e.g. `ADMIN_EMAILS`). */
  env?: Record<string, string>;
}

export async function startE2eApp(options: E2eOptions = {}): Promise<E2eApp> {
  if (!existsSync(CHROMIUM))
    throw new Error(`Chromium is missing at ${CHROMIUM}: run apt-get install -y chromium`);
  if (!existsSync(join(ROOT, 'apps/web/dist/index.html')))
    throw new Error('Build the web app first: npm run build');
  const dataDir = mkdtempSync(join(tmpdir(), 'muse-e2e-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'test',
    SESSION_SECRET: randomBytes(32).toString('hex'),
    ...options.env,
  };
  // The outbox token the server derives from this environment (it prints it in its start-up log).
  const { outboxToken } = loadConfig(env);
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${baseUrl}/api/health/ready`)).ok) break;
    } catch {
      // not listening yet
    }
    // A minute: two e2e files start servers beside CI's PostgreSQL pass, and a start was seen taking 14 s.
    if (i > 600) throw new Error('the server did not become ready');
    await new Promise((r) => setTimeout(r, 100));
  }
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  mkdirSync(ARTIFACTS, { recursive: true });
  return {
    baseUrl,
    browser,
    outboxToken,
    async newPage({ width = 1280, height = 800, votingScreen = false } = {}) {
      const context = await browser.newContext({ baseURL: baseUrl, viewport: { width, height } });
      // The key is the web app's VOTING_SHOWN_KEY (apps/web/src/features/voting/voting-rules.ts).
      if (!votingScreen)
        await context.addInitScript(() => window.localStorage.setItem('muse.voting.shown', 'e2e'));
      const page = await context.newPage();
      return { page, context };
    },
    async codeFor(email, since) {
      for (let i = 0; i < 200; i++) {
        const query = new URLSearchParams({ to: email, token: outboxToken });
        const res = await fetch(`${baseUrl}/api/dev/outbox?${query}`);
        const { messages } = (await res.json()) as { messages: { text: string; createdOn: string }[] };
        const code = messages.find((m) => m.createdOn >= since)?.text.match(/\b(\d{6})\b/)?.[1];
        if (code) return code;
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error(`no code was mailed to ${email}`);
    },
    async stop() {
      await browser.close();
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Runs a browser test body and keeps a screenshot of the page when it fails. */
export async function withScreenshotOnFailure(
  page: Page,
  name: string,
  body: () => Promise<void>,
): Promise<void> {
  try {
    await body();
  } catch (err) {
    const file = join(ARTIFACTS, `${name.replace(/[^a-z0-9]+/gi, '-')}.png`);
    await page.screenshot({ path: file, fullPage: true }).catch(() => {});
    throw new Error(`${(err as Error).message}\nscreenshot: ${file}`, { cause: err });
  }
}
