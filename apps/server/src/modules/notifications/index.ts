/**
 * Notifications: dialogs admins write for everyone, a tier or one account, shown from a publish time until
 * an expiry, answered once per person (an action, the input's text, or close), delivered live over the socket.
 */
export { createNotificationsModule, type NotificationsModuleDeps } from './notifications.module';
export { notificationsRoutes } from './notifications.routes';
export { publishNotificationJob, schedulePublish, type NotificationJobServices } from './notifications.jobs';
export type { NotificationsService } from './notifications.service';
