/** The module's HTTP routes: registered by src/server/app.ts alone (decision 053). */
export { claimRoutes } from './claims.routes.ts';
export { claimsQueueRoutes } from './claims-queue.routes.ts';
