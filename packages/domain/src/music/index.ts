/** Pure rules of the music generator. */
export * from './extensions';
export * from './songs';
export * from './lyrics';
export * from './tag-options';
export * from './music-video';
export * from './previews';
