/**
 * The counts on the operator console's section tabs (ready claims, held payments, emails due).
 * The module's HTTP routes: registered by src/server/app.ts alone (decision 053).
 */
export { sectionCountsRoutes } from './section-counts.routes.ts';
