import type { FastifyPluginAsync } from 'fastify';
import { REPORTS_FILES_PATH } from '../../shared/reports/files.ts';
import { sourceToRevenueInput } from '../../shared/reports/source-to-revenue.ts';
import { gatedContext, staffRoute } from '../auth/staff-route.ts';
import type { Services } from '../services.ts';
import { StaffScope } from '../staff-scope/staff-scope.ts';
import { sourceToRevenueCsv } from './source-to-revenue-csv.ts';
import { SourceToRevenueRepository } from './source-to-revenue.repository.ts';

/** The source-to-revenue report as a CSV download, for those who may read it (the screen's "Export CSV"). */
export const registerReportFiles: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  app.get(
    `${REPORTS_FILES_PATH}/source-to-revenue.csv`,
    staffRoute('reports.read', services),
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      const input = sourceToRevenueInput.safeParse(request.query);
      const context = gatedContext(request);
      if (!context) return reply.status(404).send({ message: 'Not found' });
      if (!input.success)
        return reply.status(400).send({ message: input.error.issues[0]?.message ?? 'Invalid report' });
      const report = await new SourceToRevenueRepository(context.em, StaffScope.of(context.user)).funnel(input.data);
      const { groupBy, fromMonth, toMonth } = input.data;
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'Content-Disposition',
          `attachment; filename="source-to-revenue-${groupBy}-${fromMonth}-${toMonth}.csv"`,
        )
        .send(sourceToRevenueCsv(report));
    },
  );
};
