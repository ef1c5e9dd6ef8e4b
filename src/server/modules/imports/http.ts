/** The module's HTTP routes: registered by src/server/app.ts alone (decision 053). */
export { importRoutes } from './imports.routes.ts';
export { paymentReviewRoutes } from './payment-review.routes.ts';
