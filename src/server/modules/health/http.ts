/** /healthz, /readyz and /health. Registered by src/server/app.ts alone (decision 053). */
export { healthRoutes } from './health.routes.ts';
