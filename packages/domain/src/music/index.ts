/** Pure rules of the music generator (issue #5; spec: music-and-extras.md). */
export * from './extensions';
export * from './songs';
export * from './lyrics';
export * from './tag-options';
