/**
 * Video: the /video view — a prompt and pictures to a short video (local engine by default), the model picker
 * with its capability filter, size, length and soundtrack, My videos and popular videos with live progress,
 * Pay Once at the video price. The viewer (features/viewer) plays videos; "Make a video" there leaves the
 * prompt and picture in session storage for this view (hand-off.ts).
 */
export { saveVideoHandOff } from './hand-off';
export type { PictureRef } from './video-settings';
export { videoApi, videoKeys } from './video.api';
