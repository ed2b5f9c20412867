/** Development helpers: the mail outbox used when no SMTP server is configured. */
export { devRoutes } from './dev.routes';
