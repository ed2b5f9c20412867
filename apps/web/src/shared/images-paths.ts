/**
 * The images view lives at /images, and at /images/app for the app variant (spec: "the product path, or the
 * path plus /app inside an app"). The viewer opens over it at <root>/<filename>, so links and closing keep
 * to the root they came from.
 */
export const IMAGES_ROOT = '/images';
export const IMAGES_APP_ROOT = '/images/app';
export type ImagesRoot = typeof IMAGES_ROOT | typeof IMAGES_APP_ROOT;

export function imagesRoot(pathname: string): ImagesRoot {
  return pathname === IMAGES_APP_ROOT || pathname.startsWith(`${IMAGES_APP_ROOT}/`)
    ? IMAGES_APP_ROOT
    : IMAGES_ROOT;
}

/** The viewer's address for an image under the root of `pathname`. */
export function imagePath(pathname: string, filename: string): string {
  return `${imagesRoot(pathname)}/${encodeURIComponent(filename)}`;
}
