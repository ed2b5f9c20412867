/**
 * Notifications: the dialog of the newest notification for a signed-in user (`NotificationHost`, mounted
 * once in the app shell; its check loads only for a signed-in user, the dialog only when there is one to
 * show) and the admin page
 * (`/admin/notifications`, in pages.ts).
 */
export { NotificationHost } from './components/NotificationHost';
