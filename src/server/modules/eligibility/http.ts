/** The module's HTTP routes: registered by src/server/app.ts alone (decision 053). */
export { eligibilityRoutes } from './eligibility.routes.ts';
