/** The module's HTTP routes: registered by src/server/app.ts alone (decision 053). */
export { claimFormRoutes } from './claim-forms.routes.ts';
