/**
 * `@backoffice/farm/app`: the farm's screens that replace the generic ones, by route name, each
 * loaded on its first visit. The app merges them into its route modules; a hand-written screen
 * wins over the generic one for its route.
 */
import type { RouteName } from '@backoffice/access';
import type { ScreenLoader } from '@backoffice/app-kit';
import { CASH_SCREENS } from './cash';
import { LIVESTOCK_SCREENS } from './livestock';
import { STOCK_SCREENS } from './stock';

export const FARM_SCREENS: Partial<Record<RouteName, ScreenLoader>> = {
  'jf-sales': () =>
    import('./sales/SalesListScreen').then((m) => ({ Component: m.SalesListScreen })),
  'new-jf-sale': () =>
    import('./sales/NewSaleScreen').then((m) => ({ Component: m.NewSaleScreen })),
  'view-jf-sale': () =>
    import('./sales/SaleReceiptScreen').then((m) => ({ Component: m.SaleReceiptScreen })),
  'void-jf-sale': () =>
    import('./sales/SaleReceiptScreen').then((m) => ({ Component: m.VoidSaleScreen })),
  'refund-jf-sale': () =>
    import('./sales/SaleReceiptScreen').then((m) => ({ Component: m.RefundSaleScreen })),
  'jf-invoices': () =>
    import('./invoices/InvoicesListScreen').then((m) => ({ Component: m.InvoicesListScreen })),
  'new-jf-invoice': () =>
    import('./invoices/NewInvoiceScreen').then((m) => ({ Component: m.NewInvoiceScreen })),
  'view-jf-invoice': () =>
    import('./invoices/InvoiceScreen').then((m) => ({ Component: m.InvoiceScreen })),
  'jf-invoice-payments': () =>
    import('./invoices/InvoiceScreen').then((m) => ({ Component: m.InvoicePaymentsScreen })),
  'new-jf-sale-item': () =>
    import('./saleItems/SaleItemFormScreens').then((m) => ({ Component: m.NewSaleItemScreen })),
  'edit-jf-sale-item': () =>
    import('./saleItems/SaleItemFormScreens').then((m) => ({ Component: m.EditSaleItemScreen })),
  'jf-sale-items': () =>
    import('./saleItems/SaleItemsListScreen').then((m) => ({
      Component: m.SaleItemsListScreen,
    })),
  'jf-pnl-report': () =>
    import('./reports/PnlReportScreen').then((m) => ({ Component: m.PnlReportScreen })),
  ...LIVESTOCK_SCREENS,
  ...STOCK_SCREENS,
  ...CASH_SCREENS,
};
