/** Query keys shared by the app shell and features. The session query is `['session']`. */
export const queryKeys = {
  session: ['session'] as const,
  authProviders: ['auth', 'providers'] as const,
  models: ['models'] as const,
  health: ['health', 'ready'] as const,
  outbox: (to: string) => ['dev', 'outbox', to] as const,
  /** Everything the images views cache (lists, items, queue, categories). */
  images: ['images'] as const,
  /**
   * Every cached list of images: the generator's tabs and the categories with their images. Whatever changes
   * an image (created, deleted, moved, liked, made private) invalidates this prefix.
   */
  imageLists: ['images', 'list'] as const,
  /** GET /notifications/last: asked again whenever the socket says a notification was published. */
  lastNotification: ['notifications', 'last'] as const,
};
