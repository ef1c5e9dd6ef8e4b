/** The module's HTTP routes: registered by src/server/app.ts alone (decision 053). */
export { batchRoutes } from './batches.routes.ts';
