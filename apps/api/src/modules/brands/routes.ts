/**
 * The brand picker's data (every brand, and the signed-in user's own) and the active brand's own
 * settings: its time zone, which an administrator sets.
 */
import {
  BRAND_SETTINGS_ATTRIBUTES,
  BRAND_SETTINGS_RULES,
  brandListResponseSchema,
  brandSettingsBodySchema,
  brandSettingsConflict,
  brandSettingsResponseSchema,
  messageResponseSchema,
  validate,
  validationErrorResponseSchema,
} from '@backoffice/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { brands } from '../../db/schema';
import { HttpError, unprocessable } from '../../http/errors';
import type { ZodTypeProvider } from '../../http/zod-compiler';
import { brandOf, requirePermission, requireUser, userOf } from '../../plugins/app/authorization';

const tags = ['brands'];
const response = { 200: brandListResponseSchema, 401: messageResponseSchema };
const columns = { id: brands.id, name: brands.name, logo: brands.logo };
const settingsColumns = { id: brands.id, name: brands.name, time_zone: brands.timeZone };
const settingsErrors = { 401: messageResponseSchema, 403: messageResponseSchema };

export async function brandRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/brands/home',
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: 'Every brand; the picker fades those not in the user’s `brands`',
        response,
      },
    },
    async () => ({ data: await app.db.select(columns).from(brands).orderBy(asc(brands.id)) }),
  );

  app.get(
    '/api/brands/list',
    {
      preValidation: requireUser,
      schema: { tags, summary: 'The brands the user is a member of', response },
    },
    async (request) => {
      const ids = userOf(request).brands;
      if (ids.length === 0) return { data: [] };
      const rows = await app.db
        .select(columns)
        .from(brands)
        .where(inArray(brands.id, ids))
        .orderBy(asc(brands.id));
      return { data: rows };
    },
  );

  app.get(
    '/api/brand-settings',
    {
      preValidation: requirePermission('access_settings'),
      schema: {
        tags,
        summary: 'The active brand’s settings: its time zone',
        response: { 200: brandSettingsResponseSchema, ...settingsErrors },
      },
    },
    async (request) => {
      const [row] = await app.db
        .select(settingsColumns)
        .from(brands)
        .where(eq(brands.id, brandOf(request)));
      if (!row) throw new HttpError(404, 'Not Found');
      return { data: row };
    },
  );

  app.put(
    '/api/brand-settings',
    {
      preValidation: requirePermission('admin'),
      schema: {
        tags,
        summary: 'Sets the active brand’s time zone (administrators); 409 if it changed meanwhile',
        body: brandSettingsBodySchema,
        response: {
          200: brandSettingsResponseSchema,
          ...settingsErrors,
          409: messageResponseSchema,
          422: validationErrorResponseSchema,
        },
      },
    },
    async (request) => {
      const brandId = brandOf(request);
      const body = request.body;
      const result = validate(body, BRAND_SETTINGS_RULES, {
        attributes: BRAND_SETTINGS_ATTRIBUTES,
      });
      if (!result.valid) throw unprocessable(result.errors);
      const zone = String(body.time_zone);
      const was = body.time_zone_was;
      const [row] = await app.db
        .update(brands)
        .set({ timeZone: zone })
        .where(
          was === undefined
            ? eq(brands.id, brandId)
            : and(eq(brands.id, brandId), eq(brands.timeZone, was)),
        )
        .returning(settingsColumns);
      if (row) return { data: row };
      const [current] = await app.db
        .select(settingsColumns)
        .from(brands)
        .where(eq(brands.id, brandId));
      if (!current) throw new HttpError(404, 'Not Found');
      throw new HttpError(409, brandSettingsConflict(current.time_zone));
    },
  );
}
