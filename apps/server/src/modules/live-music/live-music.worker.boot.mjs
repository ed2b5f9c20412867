// Entry of the live music thread (see live-music.thread.ts). It registers tsx itself, so it runs the same way
// under `node --import tsx`, vitest, or a parent started any other way.
import { register } from 'tsx/esm/api';

register();
await import('./live-music.worker.ts');
