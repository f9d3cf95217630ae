import * as contracts from '@shine/shared/contracts/reports';
import { ZReportQuery } from '@shine/shared/schemas/reports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { routeOf } from '../../lib/route-of.ts';
import { registerBackofficeAuth, requireAdminActor } from '../backoffice/index.ts';
import { getReport, reportCsv } from './get-report.ts';

const security = [{ staffCookie: [] }];

/** The back office's reports (issue 32), tag `backoffice`. */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  registerBackofficeAuth(app);

  app.route({
    ...routeOf(contracts.getAdminReport, {
      tags: ['backoffice'],
      summary: 'Occupancy, revenue, no-shows, returning customers, ratings per stylist and wait accuracy of a salon, region or the chain over a period',
      security,
    }),
    handler: async (request) => ({ data: await getReport(app.deps, requireAdminActor(request), request.query) }),
  });

  // A CSV file, not the JSON envelope: no contract.
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
