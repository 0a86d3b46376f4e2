/**
 * The project's own saves: the dates in order, the package only after the members and only
 * until the distribution starts (never emptied once planned), each item once, nothing changed
 * once closed or cancelled, and only a draft deleted.
 */
import { attributeName, resourceAttributes, ruleMessage } from '@backoffice/contract';
import { type DeleteContext, DomainError, rowsOf, type SaveContext } from '@backoffice/server-kit';
import { sql } from 'drizzle-orm';
import { PROJECT_MESSAGES } from '../../resources/projectSteps';
import { projectsResource } from '../../resources/projects';

/** The project form's labels, for its messages. */
const PROJECT_LABELS = resourceAttributes(projectsResource);

import { dayOf } from './steps';

/** Statuses whose package is fixed: the distribution has started. */
const PACKAGE_LOCKED = ['in_progress', 'fulfilled', 'closed', 'cancelled'];
const FINISHED = ['closed', 'cancelled'];

function checkDates(ctx: SaveContext): void {
  const value = (field: string) =>
    dayOf(ctx.values[field] === undefined ? ctx.before?.[field] : ctx.values[field]);
  const starts = value('starts_on');
  const ends = value('ends_on');
  if (starts && ends && ends < starts) {
    throw DomainError.field(
      'ends_on',
      ruleMessage(
        'after_or_equal',
        'ends_on',
        { date: attributeName('starts_on', PROJECT_LABELS) },
        PROJECT_LABELS,
      ),
    );
  }
}

function checkItemsOnce(ctx: SaveContext): void {
  const seen = new Set<number>();
  const errors: Record<string, string[]> = {};
  for (const [i, line] of (ctx.lines ?? []).entries()) {
    const item = Number(line.package_item_id);
    if (seen.has(item)) {
      const key = `lines.${i}.package_item_id`;
      errors[key] = [ruleMessage('distinct', key, {}, PROJECT_LABELS)];
    }
    seen.add(item);
  }
  if (Object.keys(errors).length) throw DomainError.invalid(errors);
}

export async function beforeCreateProject(ctx: SaveContext): Promise<void> {
  // A new project has no members yet: its package comes after them.
  if (ctx.lines?.length) throw DomainError.field('lines', PROJECT_MESSAGES.membersFirst);
  checkDates(ctx);
  ctx.values.status = 'draft';
  ctx.values.cancel_reason = null;
}

export async function beforeUpdateProject(ctx: SaveContext): Promise<void> {
  const status = String(ctx.before?.status);
  if (FINISHED.includes(status)) throw DomainError.conflict(PROJECT_MESSAGES.finished(status));
  if (ctx.lines !== undefined) {
    if (PACKAGE_LOCKED.includes(status)) {
      throw DomainError.field('lines', PROJECT_MESSAGES.packageLocked);
    }
    const [members] = await rowsOf<{ n: string }>(
      ctx.db,
      sql`select count(*) as n from project_members where project_id = ${ctx.recordId}`,
    );
    if (!Number(members?.n)) throw DomainError.field('lines', PROJECT_MESSAGES.membersFirst);
    // A planned project keeps a package: its plan was made with one.
    if (status === 'planned' && !ctx.lines.length) {
      throw DomainError.field('lines', ruleMessage('required', 'lines', {}, PROJECT_LABELS));
    }
    checkItemsOnce(ctx);
  }
  checkDates(ctx);
}

export async function beforeDeleteProject(ctx: DeleteContext): Promise<void> {
  if (ctx.before.status !== 'draft') throw DomainError.conflict(PROJECT_MESSAGES.draftOnlyDelete);
  await ctx.db.execute(sql`delete from project_beneficiaries where project_id = ${ctx.recordId}`);
  await ctx.db.execute(sql`delete from project_members where project_id = ${ctx.recordId}`);
}
