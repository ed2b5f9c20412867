/** The local video engine: storyboarded shots painted offline, moved by a virtual camera, encoded by FFmpeg. */
export { LocalVideoEngine, type LocalVideoEngineOptions } from './engine';
export { FRAME_RATES, MAX_IMAGES, MAX_SECONDS, MAX_SIDE, MIN_SECONDS, MIN_SIDE } from './validate';
export { planStoryboard, shotCount, type Shot, type Storyboard } from './storyboard';
