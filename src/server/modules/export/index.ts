export { exportRoutes } from './export.routes.ts';
export { createExportService, type ExportService } from './export.service.ts';
