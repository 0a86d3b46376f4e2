import { ImportRecordsScreen } from '@backoffice/app-kit/resources';
import { jfdProductsResource } from '../../resources/catalogue';

/** `/jfd-products/upload`: the products' CSV import, the kit's import screen on their definition. */
export function ProductsUploadScreen() {
  return <ImportRecordsScreen resource={jfdProductsResource} />;
}
