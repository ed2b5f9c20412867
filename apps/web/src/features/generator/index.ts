/**
 * Generator: the /images view — keywords to ideas or an advanced prompt to images, model picker, size and
 * settings, the queue tray (socket progress + 3 s polling) and the creations tabs (organizer, quick results,
 * my creations, favorites, most popular, private; vertical, `?tab=` in the URL) with infinite paging. In the
 * app, free users' texts pass the safety call before a search or a generation.
 */
export { generatorApi } from './generator.api';
export type { ImageListKind } from './generator.api';
export { imageKeys } from './generator-keys';
