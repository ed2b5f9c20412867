// `npm test`: every test — unit, integration (real server, real database) and end-to-end (real Chromium) —
// then one closing line "N passed, N failed". Extra arguments go to vitest (e.g. --project unit).
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromiumPath, ensureWebBuilt, root, run } from './lib.mjs';

const args = process.argv.slice(2);
const wantsE2e = !args.includes('--project') || args.join(' ').includes('e2e');
if (wantsE2e) {
  if (!existsSync(chromiumPath())) {
    console.error(
      `Chromium is missing at ${chromiumPath()}. Install it with:\n\n  apt-get install -y chromium\n`,
    );
    process.exit(1);
  }
  const built = await ensureWebBuilt();
  if (built !== 0) process.exit(built);
}

mkdirSync(join(root, 'coverage'), { recursive: true });
// Two runs at once (CI's PostgreSQL pass beside the end-to-end tests) each name their own report.
const report = join(root, 'coverage', process.env.TEST_REPORT_NAME ?? 'vitest-report.json');
const code = await run('npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${report}`,
  ...args,
]);
if (existsSync(report)) {
  const r = JSON.parse(readFileSync(report, 'utf8'));
  const skipped = (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
  console.log(
    `\ntests: ${r.numPassedTests} passed, ${r.numFailedTests} failed${skipped ? `, ${skipped} skipped` : ''}`,
  );
}
process.exit(code);
