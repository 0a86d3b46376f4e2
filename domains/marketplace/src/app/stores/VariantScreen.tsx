import { pathFor as routePath } from '@backoffice/access';
import { useApiClient } from '@backoffice/api-client';
import { useResourceRegistry, useToast } from '@backoffice/app-kit';
import {
  DeleteRecordButton,
  ResourceForm,
  type ResourceRow,
  recordValues,
  saveRecord,
  useResourceRevalidation,
} from '@backoffice/app-kit/resources';
import { formatMoney, type ResourceDefinition } from '@backoffice/contract';
import { Link } from '@backoffice/ui/Link';
import { useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { StoreHeader } from './StoreHeader';
import { StoreLoad } from './StoreLoad';
import { type Store, useScopedRecord, useStoreCan, useStoreResources } from './storeApi';
import * as styles from './stores.css';
import { ValueLines } from './ValueLines';
import { type ValueLine, valueLinesBody } from './variantLines';

const VARIANT_SECTIONS = [
  { id: 'details', label: 'Details', fields: ['sku', 'price', 'stock'] },
] as const;

function VariantForm({
  slug,
  variants,
  variant,
  onSaved,
  cancelHref,
}: {
  slug: string;
  variants: ResourceDefinition;
  variant: ResourceRow;
  onSaved: (saved: ResourceRow) => void;
  cancelHref: string;
}) {
  const client = useApiClient();
  const revalidate = useResourceRevalidation(variants);
  const resource = { ...variants, sections: VARIANT_SECTIONS };
  const [lines, setLines] = useState<ValueLine[]>(() =>
    ((variant.lines as { attribute_value_id: number }[] | undefined) ?? []).map(
      (line) => line.attribute_value_id,
    ),
  );
  const [lineErrors, setLineErrors] = useState<Record<string, string>>({});
  return (
    <ResourceForm
      key={`${variant.id}-${String(variant.version)}`}
      resource={resource}
      mode="update"
      record={variant}
      initialValues={recordValues(resource, variant)}
      submitLabel="Save variant"
      cancelHref={cancelHref}
      summary={() => (
        <ValueLines slug={slug} lines={lines} onChange={setLines} errors={lineErrors} />
      )}
      onSubmit={async (body, _key, version) => {
        setLineErrors({});
        try {
          const saved = await saveRecord(
            client,
            variants,
            { ...body, ...valueLinesBody(lines) },
            { id: variant.id, version },
          );
          await revalidate(saved.id, saved);
          return saved;
        } catch (error) {
          const fields = (error as { fieldErrors?: Record<string, string> }).fieldErrors ?? {};
          setLineErrors(
            Object.fromEntries(Object.entries(fields).filter(([key]) => key.startsWith('lines'))),
          );
          throw error;
        }
      }}
      onSaved={(saved) => onSaved(saved as ResourceRow)}
    />
  );
}

function Variant({
  store,
  productId,
  variantId,
}: {
  store: Store;
  productId: number;
  variantId: number;
}) {
  const navigate = useNavigate();
  const toast = useToast();
  const { pathFor } = useResourceRegistry();
  const can = useStoreCan(store.slug);
  const { products, variants } = useStoreResources(store.slug);
  const product = useScopedRecord(products, productId);
  const answer = useScopedRecord(variants, variantId);
  const variant = answer.data;
  const notFound =
    (answer.error as { status?: number } | undefined)?.status === 404 ||
    (variant !== undefined && Number(variant.product_id) !== productId);
  if (notFound) return <Navigate to={routePath('app.not-found')} replace />;
  const mayManage = can('manage_evdati_products');
  const productName = product.data
    ? String(product.data.name)
    : String(variant?.labels.product_id ?? '');
  const productHref = pathFor('edit-store-product', { storeSlug: store.slug, productId });
  return (
    <article className={styles.page} aria-labelledby="store-heading">
      <StoreHeader store={store} current="store-products" />
      {answer.error && !variant && <p role="alert">The variant could not be loaded.</p>}
      {!variant && !answer.error && <p aria-busy="true">Loading the variant…</p>}
      {variant && (
        <section className={styles.panel} aria-labelledby="variant-heading">
          <div className={styles.panelHeader}>
            <h3 id="variant-heading" className={styles.panelHeading}>
              {productName}: {String(variant.name)}
            </h3>
            {mayManage && (
              <div className={styles.actions}>
                <DeleteRecordButton
                  resource={variants}
                  id={variant.id}
                  title={`variant ${String(variant.sku)}`}
                  onDeleted={() => void navigate(productHref)}
                />
              </div>
            )}
          </div>
          <dl className={styles.details}>
            <div>
              <dt>Product</dt>
              <dd>{mayManage ? <Link href={productHref}>{productName}</Link> : productName}</dd>
            </div>
            <div>
              <dt>SKU</dt>
              <dd>{String(variant.sku)}</dd>
            </div>
            <div>
              <dt>Price</dt>
              <dd>{formatMoney(Number(variant.price ?? 0))}</dd>
            </div>
            <div>
              <dt>Stock</dt>
              <dd>{Number(variant.stock) === 0 ? 'Out of stock' : String(variant.stock)}</dd>
            </div>
          </dl>
          {mayManage && (
            <VariantForm
              slug={store.slug}
              variants={variants}
              variant={variant}
              cancelHref={productHref}
              onSaved={(saved) => {
                void answer.mutate(saved, { revalidate: false });
                toast('Variant saved.', 'positive');
              }}
            />
          )}
        </section>
      )}
    </article>
  );
}

/**
 * `/evd-stores/{storeSlug}/products/{productId}/variants/{variantId}`: one variant of the
 * product (its SKU, price, stock and attribute values), changed or deleted by those who manage
 * the store's products. A variant of another product or store is not found.
 */
export function StoreProductVariantScreen() {
  const params = useParams();
  const productId = Number(params.productId);
  const variantId = Number(params.variantId);
  if (!Number.isInteger(productId) || !Number.isInteger(variantId)) {
    return <Navigate to={routePath('app.not-found')} replace />;
  }
  return (
    <StoreLoad optional>
      {(store) => <Variant store={store} productId={productId} variantId={variantId} />}
    </StoreLoad>
  );
}
