/**
 * Generator: the /images view — keywords to ideas or an advanced prompt to images, model picker, size and
 * settings, the queue tray (socket progress + 3 s polling) and the creations lists with infinite paging.
 */
export { GeneratorPage } from './components/GeneratorPage';
export { generatorApi } from './generator.api';
export type { ImageListKind } from './generator.api';
export { imageKeys } from './generator-keys';
