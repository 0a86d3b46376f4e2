/**
 * What the human-resources home and a user's own employee page are answered with, shared by the
 * server (which builds them) and the app (which draws them).
 *
 * - `GET /api/human-resources/summary?scope=brand|all` (`access_human_resources`): headcount,
 *   recent hires and people on leave, in the active brand (`brand`, the default) or in every
 *   brand the user belongs to (`all`). Headcount counts active staff and staff on leave, never
 *   terminated ones.
 * - `GET /api/user/employee` (signed in, active brand): the employee records linked to the
 *   signed-in user, in the brands they belong to; the account number masked.
 */
import { z } from 'zod';
import { EMPLOYEE_STATUSES } from '../resources/employees';

/** How far back a hire counts as recent, in days (today included). */
export const RECENT_HIRE_DAYS = 90;

/** The summary's reach: the active brand, or every brand the user belongs to. */
export const HR_SCOPES = ['brand', 'all'] as const;
export type HrScope = (typeof HR_SCOPES)[number];

export const hrSummaryQuerySchema = z.object({ scope: z.enum(HR_SCOPES).default('brand') });

const count = z.number().int().nonnegative();

/** One employee as the home's lists show them. */
export const hrPersonSchema = z.object({
  id: z.number().int(),
  brand_id: z.number().int(),
  brand: z.string(),
  name: z.string(),
  position: z.string().nullable(),
  department: z.string().nullable(),
  branch: z.string().nullable(),
  hire_date: z.string(),
  status: z.enum(EMPLOYEE_STATUSES),
});
export type HrPerson = z.infer<typeof hrPersonSchema>;

export const hrSummarySchema = z.object({
  scope: z.enum(HR_SCOPES),
  /** The brand's day the figures are for (`YYYY-MM-DD`); recent hires are from 89 days before it. */
  today: z.string(),
  /** Every brand of the user that has staff (or the active one), by name. */
  brands: z.array(
    z.object({
      brand_id: z.number().int(),
      name: z.string(),
      headcount: count,
      active: count,
      on_leave: count,
      terminated: count,
    }),
  ),
  headcount: count,
  by_status: z.object({ active: count, on_leave: count, terminated: count }),
  /** Headcount per department, largest first; `null` for staff without one. */
  by_department: z.array(z.object({ department: z.string().nullable(), headcount: count })),
  /** Headcount per branch, largest first; `branch_id` null for staff without one. */
  by_branch: z.array(
    z.object({
      brand_id: z.number().int(),
      branch_id: z.number().int().nullable(),
      branch: z.string().nullable(),
      headcount: count,
    }),
  ),
  /** Hired in the last 90 days (not terminated), newest first. */
  recent_hires: z.array(hrPersonSchema),
  /** On leave now, by name. */
  on_leave: z.array(hrPersonSchema),
});
export type HrSummary = z.infer<typeof hrSummarySchema>;
export const hrSummaryResponseSchema = z.object({ data: hrSummarySchema });

/** A user's own employee record, read-only: the person as the home lists them, and their bank. */
export const ownEmployeeSchema = hrPersonSchema.extend({
  bank_name: z.string().nullable(),
  /** `****` and the last four digits; null when none is stored. */
  account_number: z.string().nullable(),
});
export type OwnEmployee = z.infer<typeof ownEmployeeSchema>;
export const ownEmployeeResponseSchema = z.object({ data: z.array(ownEmployeeSchema) });
