/**
 * A new doula's first steps (patient, facility, first claim): done or not, from her records.
 * The module's HTTP routes: registered by src/server/app.ts alone (decision 053).
 */
export { firstStepsRoutes } from './first-steps.routes.ts';
