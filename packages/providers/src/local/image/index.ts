/** The local image engine: procedural, offline and deterministic pictures from a prompt. */
export { LocalImageEngine, MAX_SIDE, MIN_SIDE, type LocalImageEngineOptions } from './engine';
export { localImageStyle } from './presets';
