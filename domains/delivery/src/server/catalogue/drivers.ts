/**
 * A driver is a user holding the Driver role in the brand: the save refuses any other user
 * (422 on `user_id`), and copies the user's name onto the driver (one driver per user: the
 * field's `unique` rule).
 */
import { DomainError, type ResourceHooks, type SaveContext } from '@backoffice/server-kit';
import { staffWithRole } from './staffQuery';

export const DRIVER_ROLE = 'Driver';

async function copyDriverUser(ctx: SaveContext): Promise<void> {
  if (ctx.values.user_id === undefined || ctx.values.user_id === null) return;
  const userId = Number(ctx.values.user_id);
  const driver = (await staffWithRole(ctx.db, ctx.brandId, DRIVER_ROLE)).find(
    (member) => member.id === userId,
  );
  if (!driver) {
    throw DomainError.field('user_id', 'The selected user is not a driver of this brand.');
  }
  ctx.values.name = driver.name;
}

export const driverHooks: ResourceHooks = {
  beforeCreate: copyDriverUser,
  beforeUpdate: copyDriverUser,
};
