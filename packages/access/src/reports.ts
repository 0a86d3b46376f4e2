import { BRAND } from '@backoffice/contract';
import { pathFor } from './href';
import type { BrandId } from './route';
import { getRoute, type RouteName } from './routes';

/** One tile of the reports page. */
export interface ReportTile {
  readonly label: string;
  readonly routeName: RouteName;
  readonly path: string;
  readonly permission: string | undefined;
}

interface ReportTileRow {
  readonly brand: BrandId;
  readonly label: string;
  readonly route: RouteName;
}

/**
 * Spec section 2, "Reports": the tiles per brand. The delivery brand's Order Report is the
 * order report of its `jfd-` orders.
 */
export const REPORT_TILE_ROWS: readonly ReportTileRow[] = [
  { brand: BRAND.poultry, label: 'Sales Report', route: 'jf-sale-report' },
  { brand: BRAND.poultry, label: 'Egg Collection Report', route: 'egg-collection-report' },
  { brand: BRAND.poultry, label: 'Feeding Report', route: 'layer-feeding-report' },
  { brand: BRAND.poultry, label: 'Deposit Report', route: 'jf-deposit-report' },
  { brand: BRAND.poultry, label: 'Expense Report', route: 'jf-expense-report' },
  { brand: BRAND.poultry, label: 'PNL Report', route: 'jf-pnl-report' },
  { brand: BRAND.delivery, label: 'Order Report', route: 'jfd-order-report' },
];

/** The report tiles of the active brand, in the spec's order; none for other brands. */
export function reportTilesFor(brandId: number | null | undefined): ReportTile[] {
  return REPORT_TILE_ROWS.filter((row) => row.brand === brandId).map((row) => ({
    label: row.label,
    routeName: row.route,
    path: pathFor(row.route),
    permission: getRoute(row.route).meta.permission,
  }));
}
