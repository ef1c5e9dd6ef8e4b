/** What the web app may know of the settings before sign-in. */
export { publicConfigOf } from './public-config.service.ts';
