// `npm start`: builds the web app if needed, then runs the whole product in one process.
import { spawn } from 'node:child_process';
import { ensureWebBuilt, root } from './lib.mjs';

const built = await ensureWebBuilt();
if (built !== 0) process.exit(built);

const server = spawn(
  process.execPath,
  ['--import', 'tsx', 'apps/server/src/main.ts', ...process.argv.slice(2)],
  {
    stdio: 'inherit',
    cwd: root,
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
