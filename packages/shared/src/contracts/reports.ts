import { ZReport, ZReportQuery } from '../schemas/reports';
import { endpoint } from './endpoint';

// The back office's reports (issue 32). Its CSV export (GET /api/v1/admin/reports.csv) is a file, not here.

export const getAdminReport = endpoint({ method: 'GET', path: '/api/v1/admin/reports', query: ZReportQuery, response: ZReport });
