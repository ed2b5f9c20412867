/**
 * Music: tracks (rows of `items` with kind 'music') made by the music engine in a queued job,
 * with a painted cover; the library's galleries and full-text Similar search; likes; "I'm done editing",
 * regenerate, delete, video requests; downloads gated by music pro; extensions made by a second job; and
 * feedback from the music page; the song creator's previews of presets and base styles (rendered once).
 */
export { createMusicModule, type MusicModuleDeps } from './music.module';
export {
  renderMusicJob,
  extendMusicJob,
  renderMusicPreviewJob,
  renderPreviewAndWait,
  scheduleMusicRender,
  scheduleMusicExtension,
  type MusicJobServices,
} from './music.jobs';
export { musicRoutes } from './music.routes';
export { musicLibraryRoutes } from './music.library.routes';
export { musicExtensionsRoutes } from './music.extensions.routes';
export { musicMailRoutes } from './music.mail.routes';
export type { MusicReadyMail } from './music.ready-mail';
export type { MusicService } from './music.service';
export type { MusicGalleries } from './music.galleries.service';
export type { MusicGameService } from './music.game.service';
export type { MusicReactionsService } from './music.reactions.service';
export type { MusicDownloadsService } from './music.downloads.service';
export type { MusicExtensionsService } from './music.extensions.service';
export type { MusicFeedbackService } from './music.feedback.service';
export type { MusicRenderer } from './music.renderer';
export type { MusicExtender } from './music.extender';
export type { MusicPreviews } from './music.previews';
