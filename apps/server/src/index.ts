/**
 * @muse/server: the Muse server. main.ts starts it; this surface lets benchmarks and tools build the same
 * app in-process.
 */
export { createContext, type AppContext } from './container';
export { buildHttpApp } from './platform/http/app';
export { loadConfig } from './platform/config/config';
export { createLogger } from './platform/logging/logger';
export { ImagesRepository, type Cursor, type Page } from './modules/images';
