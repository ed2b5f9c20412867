/**
 * MathSOS: a math problem from a screenshot or typed text, solved step by step by the server's math engine
 * (parse-image, resolve-problem), and practised as a question card. Its page is in pages.ts (lazy); the
 * picture input is shared with the admins' Math tab, where a problem to make similar ones of is read the same
 * way.
 */
export { ImageDrop, type ImageDropProps } from './components/ImageDrop';
export { IMAGE_ACCEPT, imageProblem, readAsDataUrl } from './image-input';
export { PARSE_ERROR } from './sos-flow';
