/**
 * Fonts: the image editor's font chooser (issue #17). An offline catalogue of the @fontsource families the
 * server ships, served with their woff2 files; with GOOGLE_FONTS_API_KEY, the Google Fonts API's list
 * instead (the bundled one when it fails). Answers are cached an hour per process.
 */
export { fontsRoutes } from './fonts.routes';
export {
  createFontsService,
  FONT_FALLBACK_RETRY_MS,
  type FontsService,
  type FontsServiceOptions,
} from './fonts.service';
export { BUNDLED_FONT_PACKAGES, type BundledCatalogue } from './fonts.bundled';
