/** A new doula's first steps (patient, facility, first claim): done or not, from her records. */
export { firstStepsRoutes } from './first-steps.routes.ts';
