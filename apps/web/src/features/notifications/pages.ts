/** The notifications feature's routed page (lazy-loaded by the router). */
export { AdminNotificationsPage } from './components/AdminNotificationsPage';
