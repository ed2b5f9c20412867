// Entry of an engine thread (see engine-pool.ts). It registers tsx itself, so it runs the same way under
// `node --import tsx`, vitest, or a parent started any other way.
import { register } from 'tsx/esm/api';

register();
const { runEngineTask } = await import('./engine-worker.ts');
export default runEngineTask;
