// Type-checks every workspace with its own tsconfig (server code has no DOM, web code has no Node types),
// a project per core at a time.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

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
/** One project's tsc; its output is printed in one piece when it ends, so parallel runs do not interleave. */
function check(project) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [tscBin, '-p', project, '--pretty'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (code) => {
      if (output) process.stdout.write(output);
      if (code !== 0) console.error(`typecheck failed in ${project}`);
      resolve(code === 0);
    });
  });
}

const tscBin = new URL('../node_modules/typescript/bin/tsc', import.meta.url).pathname;
// As many at once as there are cores: each tsc is single-threaded.
const queue = [...projects];
const results = await Promise.all(
  Array.from({ length: Math.max(1, Math.min(availableParallelism(), queue.length)) }, async () => {
    let ok = true;
    for (let project = queue.shift(); project; project = queue.shift()) ok = (await check(project)) && ok;
    return ok;
  }),
);
process.exit(results.every(Boolean) ? 0 : 1);
