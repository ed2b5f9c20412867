/** Dev outbox: reads the development mail outbox (GET /api/dev/outbox) so sign-in codes work without SMTP. */
export { DevOutboxPage } from './components/DevOutboxPage';
