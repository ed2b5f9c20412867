/**
 * Lazy loaders for the heavy libraries, so importing `@muse/image-edit` costs nothing: sharp (libvips, native)
 * and OpenCV.js (a 10 MB single-file wasm build, ~1.5 s to compile) load on the first operation that needs them.
 */
import { createRequire } from 'node:module';
import type * as OpenCvModule from '@techstark/opencv-js';
import type SharpModule from 'sharp';

export type Sharp = typeof SharpModule;
export type OpenCv = typeof OpenCvModule;

let sharpLoad: Promise<Sharp> | undefined;
let openCvLoad: Promise<{ cv: OpenCv }> | undefined;

export function loadSharp(): Promise<Sharp> {
  sharpLoad ??= import('sharp').then((module) => module.default);
  return sharpLoad;
}

/**
 * The Emscripten module object is a "thenable" that resolves to itself: awaiting it, or an `import()` whose
 * namespace copies its `then` (as Vitest's interop does), never ends. So it is `require`d, wrapped in `{ cv }`,
 * and readiness comes from `onRuntimeInitialized` (or `Mat` already being defined).
 */
export function loadOpenCv(): Promise<{ cv: OpenCv }> {
  openCvLoad ??= new Promise<{ cv: OpenCv }>((resolve, reject) => {
    try {
      const cv = createRequire(import.meta.url)('@techstark/opencv-js') as OpenCv & {
        onRuntimeInitialized?: () => void;
      };
      if (typeof cv.Mat === 'function') resolve({ cv });
      else cv.onRuntimeInitialized = () => resolve({ cv });
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
  return openCvLoad;
}
