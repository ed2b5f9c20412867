// Type-checks every workspace with its own tsconfig (server code has no DOM, web code has no Node types).
import { spawnSync } from 'node:child_process';

const projects = [
  'packages/contracts',
  'packages/domain',
  'packages/db',
  'packages/jobs',
  'packages/providers',
  'packages/math',
  'packages/image-edit',
  'apps/server',
  'apps/web',
  'e2e',
  'bench',
];
let failed = false;
for (const project of projects) {
  const run = spawnSync('npx', ['tsc', '-p', project], { stdio: 'inherit' });
  if (run.status !== 0) {
    console.error(`typecheck failed in ${project}`);
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
