import { Select } from '@backoffice/ui/Select';
import { useStoreCatalogue } from './attributeOptions';
import * as styles from './stores.css';

const NONE = 0;

export interface CategoryChoice {
  category_id: number | null;
  subcategory_id: number | null;
}

/**
 * The product's category and subcategory, from the store's catalogue view: the subcategories
 * offered are the chosen category's; changing the category clears the subcategory.
 */
export function CategoryFields({
  slug,
  value,
  onChange,
  errors,
}: {
  slug: string;
  value: CategoryChoice;
  onChange: (value: CategoryChoice) => void;
  errors: Readonly<Record<string, string>>;
}) {
  const catalogue = useStoreCatalogue(slug);
  const subcategories = catalogue.subcategories.filter(
    (one) => one.category_id === value.category_id,
  );
  return (
    <div className={styles.line}>
      <Select
        label="Category"
        isLoading={catalogue.isLoading}
        options={[
          { value: NONE, name: 'None' },
          ...catalogue.categories.map((one) => ({ value: one.id, name: one.name })),
        ]}
        value={value.category_id ?? NONE}
        onChange={(key) =>
          onChange({
            category_id: key === null || Number(key) === NONE ? null : Number(key),
            subcategory_id: null,
          })
        }
        errorMessage={errors.category_id}
        isInvalid={Boolean(errors.category_id)}
      />
      <Select
        label="Subcategory"
        isDisabled={value.category_id === null || subcategories.length === 0}
        options={[
          { value: NONE, name: 'None' },
          ...subcategories.map((one) => ({ value: one.id, name: one.name })),
        ]}
        value={value.subcategory_id ?? NONE}
        onChange={(key) =>
          onChange({
            ...value,
            subcategory_id: key === null || Number(key) === NONE ? null : Number(key),
          })
        }
        errorMessage={errors.subcategory_id}
        isInvalid={Boolean(errors.subcategory_id)}
      />
    </div>
  );
}
