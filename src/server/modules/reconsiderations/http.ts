/** The module's HTTP routes: registered by src/server/app.ts alone (decision 053). */
export { reconsiderationRoutes } from './reconsiderations.routes.ts';
