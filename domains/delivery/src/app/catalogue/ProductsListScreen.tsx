import { hasPermission } from '@backoffice/access';
import { useAppState, useResourceRegistry } from '@backoffice/app-kit';
import { ResourceListScreen } from '@backoffice/app-kit/resources';
import { Icon } from '@backoffice/ui/Icon';
import { Link as AriaLink } from 'react-aria-components';
import { jfdProductsResource as products } from '../../resources/catalogue';
import * as styles from './catalogue.css';

/**
 * `/jfd-products`: the generic list of the products, with the way to their CSV import
 * (`/jfd-products/upload`) for those who manage them.
 */
export function ProductsListScreen() {
  const { pathFor } = useResourceRegistry();
  const permissions = useAppState((state) => state.user?.permissions);
  return (
    <div className={styles.page}>
      {hasPermission(permissions, products.permissions.create) && (
        <AriaLink className={styles.importLink} href={pathFor('upload-jfd-products')}>
          <Icon name="upload" />
          Import products from a CSV file
        </AriaLink>
      )}
      <ResourceListScreen resource={products} />
    </div>
  );
}
