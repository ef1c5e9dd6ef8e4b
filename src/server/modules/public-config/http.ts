/** What the web app may know of the settings. Registered by src/server/app.ts alone (decision 053). */
export { publicConfigRoutes } from './public-config.routes.ts';
