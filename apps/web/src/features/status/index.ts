/** Status: the server's readiness (GET /api/health/ready) as a small indicator for the navbar. */
export { ServerStatus } from './components/ServerStatus';
