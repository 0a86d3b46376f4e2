/**
 * The endpoints of every date-range report the domains declare:
 *
 * - `GET /api/<name>?fromDate=&thruDate=`: the report's JSON answer;
 * - `GET /api/<name>?fromDate=&thruDate=&format=csv`: its tables as a CSV file;
 * - `GET /api/<name>/print?fromDate=&thruDate=`: its PDF, named `<name>_<from>_<thru>.pdf`.
 *
 * Each needs sign-in, the report's permission and an active brand among the report's brands
 * (403 otherwise), then a valid period (422 with Laravel's messages). The query runs for the
 * session's active brand only.
 */
import {
  messageResponseSchema,
  REPORT_PERIOD_RULES,
  type ReportPeriod,
  reportQuerySchema,
  SCHEMA_LIBRARY,
  validate,
  validationErrorResponseSchema,
} from '@backoffice/contract';
import type { ReportServer } from '@backoffice/server-kit';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { brands } from '../db/schema';
import { forbidden, unprocessable } from '../http/errors';
import type { ZodTypeProvider } from '../http/zod-compiler';
import { brandOf, requirePermission } from '../plugins/app/authorization';
import { reportCsv } from './reportCsv';
import { reportPdf } from './reportPdf';

const errors = {
  401: messageResponseSchema,
  403: messageResponseSchema,
  422: validationErrorResponseSchema,
};

const dataQuery = reportQuerySchema.extend({ format: z.enum(['json', 'csv']).optional() });

/** The period of a query, or 422 with Laravel's messages. */
export function periodOf(query: { fromDate?: string; thruDate?: string }): ReportPeriod {
  const result = validate(query, REPORT_PERIOD_RULES);
  if (!result.valid) throw unprocessable(result.errors);
  return { fromDate: query.fromDate as string, thruDate: query.thruDate as string };
}

export function registerReportRoutes(root: FastifyInstance, server: ReportServer): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { report } = server;
  const base = `/api/${report.name}`;
  const tags = ['reports'];
  const permitted = requirePermission(report.permission);

  const guard = async (request: FastifyRequest) => {
    await permitted(request);
    if (!report.brands.includes(brandOf(request))) throw forbidden();
  };

  const brandName = async (brandId: number) => {
    const [brand] = await app.db
      .select({ name: brands.name })
      .from(brands)
      .where(eq(brands.id, brandId));
    return brand?.name ?? `Brand ${brandId}`;
  };

  app.get(
    base,
    {
      preValidation: guard,
      schema: {
        tags,
        summary: `${report.title}: ${report.description} (format=csv for its tables as CSV)`,
        querystring: dataQuery,
        response: { 200: report.schema(SCHEMA_LIBRARY), ...errors },
      },
    },
    async (request, reply) => {
      const period = periodOf(request.query);
      const brandId = brandOf(request);
      const data = await server.query(app.db, { brandId, period });
      if (request.query.format !== 'csv') return data;
      return reply
        .type('text/csv; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="${report.fileName(period)}.csv"`)
        .send(reportCsv(report.tables(data)) as never);
    },
  );

  app.get(
    `${base}/print`,
    {
      preValidation: guard,
      schema: {
        tags,
        summary: `${report.title} as a PDF with the screen's figures, named with the two dates`,
        querystring: reportQuerySchema,
        response: {
          200: z.custom<Buffer>().meta({ type: 'string', format: 'binary' }),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const period = periodOf(request.query);
      const brandId = brandOf(request);
      const [data, name] = await Promise.all([
        server.query(app.db, { brandId, period }),
        brandName(brandId),
      ]);
      const context = { period, brandName: name };
      const pdf = server.pdf
        ? server.pdf(data, context)
        : reportPdf(report.title, report.tables(data), context);
      return reply
        .type('application/pdf')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="${report.fileName(period)}.pdf"`)
        .send(pdf);
    },
  );
}

/** Every report's endpoints. */
export async function reportsPlugin(
  app: FastifyInstance,
  options: { reports: readonly ReportServer[] },
): Promise<void> {
  const names = new Set<string>();
  for (const server of options.reports) {
    if (names.has(server.report.name)) {
      throw new Error(`Two reports are named "${server.report.name}".`);
    }
    names.add(server.report.name);
    registerReportRoutes(app, server);
  }
}
