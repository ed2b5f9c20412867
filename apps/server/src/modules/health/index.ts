/** Health: liveness and readiness probes for load balancers and orchestrators. */
export { healthRoutes } from './health.routes';
