/**
 * @muse/image-edit: the image editor's AI tools that run offline (issue #17). Every operation takes and
 * returns encoded images (PNG, JPEG or WebP in, PNG out) and does real work: segmentation and
 * super-resolution models shipped by npm packages (`ml/`), and classical image processing — inpainting,
 * outpainting, restoration and stylisation (`classic/`). Server-only; the server runs them on engine threads.
 */
export * from './ml';
export * from './classic';
export { EditInputError } from './errors';
export { matchColours } from './colour-transfer';
