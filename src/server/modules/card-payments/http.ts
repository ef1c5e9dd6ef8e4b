/** The module's HTTP routes: registered by src/server/app.ts alone (decision 053). */
export { cardRoutes, stripeWebhookRoutes } from './card-payments.routes.ts';
