import type { ResourceRow } from '@backoffice/app-kit/resources';

/** A package item as `GET /api/package-items/{id}` answers it. */
export interface PackageItem extends ResourceRow {
  name: string;
  type_id: number;
  unit: string;
  unit_cost: number;
  status: 'active' | 'discontinued';
  on_hand: number;
  stock_value: number;
  version: number;
}
