import { restartServiceDates } from './record-fixtures.ts';

/**
 * Runs before each file of the `server` project. Its files share their worker's loaded modules
 * (decision 084): what a fixture counts per file starts again here.
 */
restartServiceDates();
