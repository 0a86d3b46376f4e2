/**
 * The human-resources home's figures and a user's own employee records (their shapes and
 * queries belong to the shared domain, `@backoffice/common`):
 *
 * - `GET /api/human-resources/summary?scope=brand|all`: `access_human_resources` and an active
 *   brand; the active brand's staff, or those of every brand the user belongs to. No other
 *   brand is ever read.
 * - `GET /api/user/employee`: signed in; the employee records linked to the user, in the brands
 *   they belong to, the account number masked.
 */
import {
  hrSummaryQuerySchema,
  hrSummaryResponseSchema,
  ownEmployeeResponseSchema,
} from '@backoffice/common';
import { hrSummary, ownEmployees } from '@backoffice/common/server';
import { messageResponseSchema, validationErrorResponseSchema } from '@backoffice/contract';
import type { Executor } from '@backoffice/server-kit';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from '../../http/zod-compiler';
import { brandOf, requirePermission, requireUser, userOf } from '../../plugins/app/authorization';
import { todayOf } from '../users/auth-user';

export async function humanResourcesRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const db = () => app.db as unknown as Executor;

  app.get(
    '/api/human-resources/summary',
    {
      preValidation: requirePermission('access_human_resources'),
      schema: {
        tags: ['human resources'],
        summary: 'Headcount by brand, status, department and branch; recent hires; on leave',
        querystring: hrSummaryQuerySchema,
        response: {
          200: hrSummaryResponseSchema,
          401: messageResponseSchema,
          403: messageResponseSchema,
          422: validationErrorResponseSchema,
        },
      },
    },
    async (request) => {
      const user = userOf(request);
      return {
        data: await hrSummary(db(), {
          memberBrands: user.brands,
          activeBrand: brandOf(request),
          scope: request.query.scope,
          today: todayOf(user),
        }),
      };
    },
  );

  app.get(
    '/api/user/employee',
    {
      preValidation: requireUser,
      schema: {
        tags: ['user'],
        summary: "The signed-in user's own employee records, read-only",
        response: { 200: ownEmployeeResponseSchema, 401: messageResponseSchema },
      },
    },
    async (request) => {
      const user = userOf(request);
      return { data: await ownEmployees(db(), { userId: user.id, memberBrands: user.brands }) };
    },
  );
}
