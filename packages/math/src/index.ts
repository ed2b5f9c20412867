/**
 * @muse/math: the math engine, no keys needed. A computer algebra system (nerdamer, algebrite and mathjs,
 * each for what it measured best at) does every calculation; on it stand the problem generators with their
 * independent verification and the shipped SAT curriculum, the solver for typed problems (MathSOS) and the
 * clean-up of text read from pictures.
 */
export * from './cas';
export * from './generators';
export * from './solver';
export * from './ocr';
export { shippedSatLessons, type ShippedSatLesson } from './shipped-lessons';
