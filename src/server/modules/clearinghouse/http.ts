/** The module's HTTP routes: registered by src/server/app.ts alone (decision 053). */
export { clearinghouseRoutes } from './clearinghouse.routes.ts';
export { uploadRoutes } from './uploads.routes.ts';
export { downloadRoutes } from './downloads.routes.ts';
