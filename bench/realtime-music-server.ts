/**
 * The server side of `bench realtime-music`, run as a child process pinned to one core: a bench server with
 * the realtime socket, sessions for the simulated listeners, the instruments warmed (every prompt's samples
 * decoded once, as on a server that has been playing), then one JSON line `{ base, cookies }` on stdout.
 */
import { LiveMusicStream } from '@muse/providers';
import { startBenchServer } from './bench-server';
import { BENCH_PROMPTS } from './realtime-music-prompts';

const listeners = Number(process.argv[2] ?? 8);
const server = await startBenchServer({ LIVE_MUSIC_STREAMS: '256' }, { realtime: true });
for (const prompts of BENCH_PROMPTS) {
  const stream = await LiveMusicStream.open(
    { prompts, tempo: 120, density: 1, brightness: 0.5, key: 'C major' },
    1,
  );
  for (let i = 0; i < 3; i++) stream.next();
}
const cookies: string[] = [];
for (let i = 0; i < Math.ceil(listeners / 2); i++) {
  const user = await server.ctx.services.users.findOrCreateByEmail(`listener${i}@example.com`);
  cookies.push(`muse_session=${await server.ctx.services.auth.createSession(user.id)}`);
}
console.log(JSON.stringify({ base: server.base, cookies }));
process.on('SIGTERM', () => {
  void server.close().then(() => process.exit(0));
});
