import type { ResourceDefinition } from '@backoffice/contract';
import { depositsResource } from './deposits';
import { jfExpensesResource } from './expenses';

export * from './deposits';
export * from './expenses';

/** The cash area's resources: deposits and the farm's expenses. */
export const CASH_RESOURCES: readonly ResourceDefinition[] = [depositsResource, jfExpensesResource];
