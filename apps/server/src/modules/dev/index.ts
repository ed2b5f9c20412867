/** Development helpers: the mail outbox used when no SMTP server is configured (admin or outbox token). */
export { devRoutes } from './dev.routes';
