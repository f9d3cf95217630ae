import { envelope } from '@shine/shared/schemas/common';
import { ZReport, ZReportQuery } from '@shine/shared/schemas/reports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerBackofficeAuth, requireAdminActor } from '../backoffice/index.ts';
import { getReport, reportCsv } from './get-report.ts';

const security = [{ staffCookie: [] }];

/** The back office's reports (issue 32), tag `backoffice`. */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  registerBackofficeAuth(app);

  app.get(
    '/api/v1/admin/reports',
    {
      schema: {
        tags: ['backoffice'],
        summary: 'Occupancy, revenue, no-shows, returning customers, ratings per stylist and wait accuracy of a salon, region or the chain over a period',
        security,
        querystring: ZReportQuery,
        response: { 200: envelope(ZReport) },
      },
    },
    async (request) => ({ data: await getReport(app.deps, requireAdminActor(request), request.query) }),
  );

  app.get(
    '/api/v1/admin/reports.csv',
    {
      schema: { tags: ['backoffice'], summary: 'The same report as CSV', security, querystring: ZReportQuery, response: { 200: z.string() } },
    },
    async (request, reply) => {
      const report = await getReport(app.deps, requireAdminActor(request), request.query);
      const name = `bao-cao-${report.scope}${report.id ?? ''}-${report.from}-${report.to}.csv`;
      return reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${name}"`).send(reportCsv(report));
    },
  );
};
