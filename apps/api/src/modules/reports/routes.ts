/**
 * Reports (spec section 7): the poultry brand's profit and loss statement for a period, as data
 * for the screen and as a PDF to download. Both need `generate_reports` and the poultry brand
 * as the active brand.
 */
import {
  BRAND,
  messageResponseSchema,
  PNL_PERIOD_RULES,
  pnlQuerySchema,
  pnlReportFileName,
  pnlReportSchema,
  validate,
  validationErrorResponseSchema,
} from '@backoffice/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { brands } from '../../db/schema';
import { forbidden, unprocessable } from '../../http/errors';
import type { ZodTypeProvider } from '../../http/zod-compiler';
import { brandOf, requirePermission } from '../../plugins/app/authorization';
import { pnlPdf } from './pnl-pdf';
import { type Period, pnlStatement } from './pnl-repository';

const tags = ['reports'];
const errors = {
  401: messageResponseSchema,
  403: messageResponseSchema,
  422: validationErrorResponseSchema,
};

/** The reports permission, then the poultry brand (403 from any other brand). */
async function guard(request: FastifyRequest): Promise<void> {
  await requirePermission('generate_reports')(request);
  if (brandOf(request) !== BRAND.poultry) throw forbidden();
}

/** The period of the query, or 422 with Laravel's messages. */
function periodOf(query: z.infer<typeof pnlQuerySchema>): Period {
  const result = validate(query, PNL_PERIOD_RULES);
  if (!result.valid) throw unprocessable(result.errors);
  return { fromDate: query.fromDate as string, thruDate: query.thruDate as string };
}

export async function reportRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/jf-pnl-report',
    {
      preValidation: guard,
      schema: {
        tags,
        summary: 'The poultry brand’s profit and loss statement for a period (amounts in cents)',
        querystring: pnlQuerySchema,
        response: { 200: pnlReportSchema, ...errors },
      },
    },
    async (request) => pnlStatement(app.db, BRAND.poultry, periodOf(request.query)),
  );

  app.get(
    '/api/jf-pnl-report/print',
    {
      preValidation: guard,
      schema: {
        tags,
        summary: 'The same statement as a PDF, named with the two dates',
        querystring: pnlQuerySchema,
        response: {
          200: z.custom<Buffer>().meta({ type: 'string', format: 'binary' }),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const period = periodOf(request.query);
      const [report, [brand]] = await Promise.all([
        pnlStatement(app.db, BRAND.poultry, period),
        app.db.select({ name: brands.name }).from(brands).where(eq(brands.id, BRAND.poultry)),
      ]);
      return reply
        .type('application/pdf')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="${pnlReportFileName(period)}"`)
        .send(pnlPdf(report, period, brand?.name ?? 'Poultry'));
    },
  );
}
