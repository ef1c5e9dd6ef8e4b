/** The module's HTTP routes: registered by src/server/app.ts alone (decision 053). */
export { claimStatusRoutes } from './claim-status.routes.ts';
