// `npm run dev`: the server restarting on change (tsx watch) and the web app with hot reload (vite),
// which proxies /api and /socket.io to the server. Open http://localhost:5173.
import { spawn } from 'node:child_process';
import { root } from './lib.mjs';

const apiPort = process.env.PORT ?? '3000';
const env = { ...process.env, NODE_ENV: 'development', PORT: apiPort, MUSE_API_PORT: apiPort };
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'apps/server/src/main.ts'], {
    stdio: 'inherit',
    cwd: root,
    env,
  }),
  spawn('npx', ['vite', '--port', '5173'], { stdio: 'inherit', cwd: `${root}apps/web`, env }),
];
const stop = () => {
  for (const c of children) c.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children)
  c.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
