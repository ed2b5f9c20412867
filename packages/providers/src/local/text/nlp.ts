import { createRequire } from 'node:module';
import type Compromise from 'compromise';

/**
 * compromise, from its one-file CommonJS build. The package's ESM entry is its 436 source modules, which
 * took 0.5–1 s of every server start under the TypeScript loader; the bundled build is the same version
 * and API and loads in about 0.15 s. Every module here takes compromise from this file, so there is one
 * instance (one lexicon, one world).
 */
const nlp = createRequire(import.meta.url)('compromise') as typeof Compromise;
export default nlp;
