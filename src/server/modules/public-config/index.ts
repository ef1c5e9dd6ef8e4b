export { publicConfigRoutes } from './public-config.routes.ts';
