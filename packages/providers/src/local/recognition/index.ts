/** Local speech recognition: pocketsphinx run as a child process, ffmpeg for non-WAV clips. */
export { PocketsphinxRecognizer, POCKETSPHINX_ARGS, type PocketsphinxOptions } from './pocketsphinx';
export { detectPocketsphinx, findExecutable, DEFAULT_POCKETSPHINX_MODEL } from './tools';
export type { PocketsphinxInstall } from './tools';
export { toRecognitionWav, RECOGNITION_RATE } from './decode';
