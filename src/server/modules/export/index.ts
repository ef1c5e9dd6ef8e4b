export { createExportService, type ExportService } from './export.service.ts';
