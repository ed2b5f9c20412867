export { MathText } from './MathText';
export { mathSegments, type MathSegment } from './math-segments';
