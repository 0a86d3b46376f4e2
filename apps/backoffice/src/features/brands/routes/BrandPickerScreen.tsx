import { useBrandsHome, useSwitchBrand } from '@backoffice/api-client';
import { useAppState, useAppStore, useToast } from '@backoffice/app-kit';
import { MESSAGES } from '@backoffice/contract';
import { BrandGrid } from '@backoffice/ui/BrandGrid';
import { Spinner } from '@backoffice/ui/Spinner';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PRODUCT_NAME } from '../../../config/brands';
import { switchBrandFlow } from '../api/switchBrandFlow';
import * as styles from './BrandPickerScreen.css';

const NO_BRANDS: readonly number[] = [];

/**
 * `/home`: every brand's logo, those the user is not a member of faded and refused. Picking
 * one switches the active brand and opens its dashboard.
 */
export function BrandPickerScreen() {
  const store = useAppStore();
  const navigate = useNavigate();
  const toast = useToast();
  const memberOf = useAppState((state) => state.user?.brands ?? NO_BRANDS);
  const brands = useBrandsHome();
  const { trigger } = useSwitchBrand();
  const [switching, setSwitching] = useState(false);

  useEffect(() => {
    if (brands.error) toast(MESSAGES.general);
  }, [brands.error, toast]);

  return (
    <div className={styles.page}>
      <BrandGrid
        productName={PRODUCT_NAME}
        brands={brands.data ?? []}
        memberBrandIds={memberOf}
        isSwitching={switching}
        onSelect={(brandId) =>
          void switchBrandFlow(brandId, {
            request: (id) => trigger(id),
            store,
            navigate,
            showError: (message) => toast(message),
            setSwitching,
          })
        }
      />
      {brands.isLoading && <Spinner label="Loading brands" />}
    </div>
  );
}
