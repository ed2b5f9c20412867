/**
 * Images and videos: requesting generations, the per-user queue, the render job that charges and stores
 * results, and the user's gallery. Items are kept in the `items` table (kind 'image' or 'video'; music
 * shares it through its own module).
 */
export { ImagesService } from './images.service';
export { ImageRenderer } from './images.renderer';
export { renderImageJob, scheduleImageRender, type ImageJobServices } from './images.jobs';
export { imagesRoutes } from './images.routes';
export { imageActionsRoutes } from './images.actions.routes';
export { imageGalleriesRoutes } from './images.galleries.routes';
export { imageReportsRoutes } from './images.reports.routes';
export { charactersRoutes } from './images.characters.routes';
export type { CharactersService } from './images.characters.service';
export { ImagesRepository, type Cursor, type Page, type ItemRow } from './images.repository';
export { createImagesModule } from './images.module';
export type { ImageActionsService } from './images.actions.service';
export type { ImageReactionsService } from './images.reactions.service';
export type { ImageDownloadsService } from './images.downloads.service';
export type { ImageGalleries } from './images.galleries.service';
export type { ImageReportsService } from './images.reports.service';
// How an image item is shown, for modules that list images (categories).
export { presentItem, type PresentOptions } from './images.presenter';
export type { ImageSources, SourcePicture } from './images.sources';
export type { VideoRequests } from './images.videos';
