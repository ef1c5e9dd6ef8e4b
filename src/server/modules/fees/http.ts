/** The module's HTTP routes: registered by src/server/app.ts alone (decision 053). */
export { feeRoutes } from './fees.routes.ts';
