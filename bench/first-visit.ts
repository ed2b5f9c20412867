/**
 * A visitor's first load of `/` on a slow link: Chromium with its cache empty, the network throttled to
 * 1.5 Mbit/s down and 750 kbit/s up with 40 ms latency, against the built app served by a real Muse server.
 * Figures: bytes transferred until the page is quiet, the time until the first heading is painted (the frame
 * index.html carries) and until the landing page's own heading shows, and the number of requests. Goals: at
 * most 250 kB, first heading within 2.5 s.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { startBenchServer } from './bench-server';
import type { BenchResult } from './run';

const CHROMIUM = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';
const DOWN_BYTES_PER_SECOND = (1.5 * 1_000_000) / 8;
const UP_BYTES_PER_SECOND = (0.75 * 1_000_000) / 8;
const LATENCY_MS = 40;
const RUNS = 3;
const WEB_DIST = join(import.meta.dirname, '..', 'apps', 'web', 'dist');

export async function firstVisit(): Promise<BenchResult> {
  // The bench measures what `npm start` serves: the production build (made here when missing).
  if (!existsSync(join(WEB_DIST, 'index.html'))) execFileSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (!existsSync(CHROMIUM))
    throw new Error(`Chromium is missing at ${CHROMIUM} (apt-get install -y chromium)`);
  const server = await startBenchServer({}, { webDistDir: WEB_DIST });
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update'],
  });
  const runs: { bytes: number; requests: number; firstHeading: number; landing: number }[] = [];
  try {
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: LATENCY_MS,
        downloadThroughput: DOWN_BYTES_PER_SECOND,
        uploadThroughput: UP_BYTES_PER_SECOND,
      });
      let bytes = 0;
      let requests = 0;
      cdp.on('Network.loadingFinished', (event: { encodedDataLength: number }) => {
        bytes += event.encodedDataLength;
        requests++;
      });
      const started = performance.now();
      await page.goto(`${server.base}/`, { waitUntil: 'commit' });
      await page.locator('h1').first().waitFor({ timeout: 60_000 });
      const firstHeading = performance.now() - started;
      await page.locator('#landing-title').waitFor({ timeout: 60_000 });
      const landing = performance.now() - started;
      await page.waitForLoadState('networkidle');
      runs.push({ bytes, requests, firstHeading, landing });
      await context.close();
    }
  } finally {
    await browser.close();
    await server.close();
  }
  const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  return {
    name: 'first-visit',
    figures: {
      'link (down / up / latency)': '1.5 Mbit/s / 750 kbit/s / 40 ms, cache empty',
      'transferred until quiet (kB, median)': Math.round(median(runs.map((r) => r.bytes)) / 1000),
      requests: median(runs.map((r) => r.requests)),
      'first heading painted (s, median)': round(median(runs.map((r) => r.firstHeading)) / 1000),
      'landing heading shown (s, median)': round(median(runs.map((r) => r.landing)) / 1000),
      'goals: transferred / first heading': '≤ 250 kB / ≤ 2.5 s',
    },
  };
}

const round = (x: number) => Math.round(x * 100) / 100;
