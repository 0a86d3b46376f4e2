import { pathFor as routePath } from '@backoffice/access';
import { useApiClient } from '@backoffice/api-client';
import { useResourceRegistry, useToast } from '@backoffice/app-kit';
import {
  type FormValue,
  newRecordValues,
  ResourceForm,
  type ResourceRow,
  recordValues,
  runAction,
  saveRecord,
  useResourceRevalidation,
} from '@backoffice/app-kit/resources';
import type { ResourceDefinition } from '@backoffice/contract';
import { Badge } from '@backoffice/ui/Badge';
import { useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import type { ProductStatus } from '../../resources/stores';
import { ActionButtons } from './ActionButtons';
import { type AttributeLine, AttributeLines, attributeLinesBody } from './AttributeLines';
import { type CategoryChoice, CategoryFields } from './CategoryFields';
import { StoreHeader } from './StoreHeader';
import { StoreLoad } from './StoreLoad';
import { type Store, useScopedRecord, useStoreCan, useStoreResources } from './storeApi';
import { PRODUCT_BADGES } from './storeLabels';
import * as styles from './stores.css';
import { VariantsSection } from './VariantsSection';

/** What the product form edits: its content (the store, state and reason are the server's). */
const PRODUCT_SECTIONS = [
  {
    id: 'details',
    label: 'Details',
    fields: ['name', 'price', 'description'],
  },
] as const;

function withFormSections(products: ResourceDefinition): ResourceDefinition {
  return { ...products, sections: PRODUCT_SECTIONS };
}

function linesOf(record: ResourceRow | undefined): AttributeLine[] {
  return ((record?.lines as AttributeLine[] | undefined) ?? []).map((line) => ({
    attribute_id: line.attribute_id,
    attribute_value_id: line.attribute_value_id,
  }));
}

/** The product's fields and its attribute lines, saved together. */
function ProductForm({
  store,
  products,
  record,
  onSaved,
}: {
  store: Store;
  products: ResourceDefinition;
  record?: ResourceRow;
  onSaved: (saved: ResourceRow) => void;
}) {
  const client = useApiClient();
  const { pathFor } = useResourceRegistry();
  const revalidate = useResourceRevalidation(products);
  const [lines, setLines] = useState<AttributeLine[]>(() => linesOf(record));
  const [lineErrors, setLineErrors] = useState<Record<string, string>>({});
  const [category, setCategory] = useState<CategoryChoice>({
    category_id: (record?.category_id as number | null | undefined) ?? null,
    subcategory_id: (record?.subcategory_id as number | null | undefined) ?? null,
  });
  const resource = withFormSections(products);
  return (
    <ResourceForm
      key={record?.id ?? 'new'}
      resource={resource}
      mode={record ? 'update' : 'create'}
      record={record}
      initialValues={record ? recordValues(resource, record) : newRecordValues(resource)}
      submitLabel={record ? 'Save changes' : 'Create product'}
      cancelHref={pathFor('store-products', { storeSlug: store.slug })}
      summary={() => (
        <>
          <CategoryFields
            slug={store.slug}
            value={category}
            onChange={setCategory}
            errors={lineErrors}
          />
          <AttributeLines slug={store.slug} lines={lines} onChange={setLines} errors={lineErrors} />
        </>
      )}
      onSubmit={async (body, idempotencyKey, version) => {
        setLineErrors({});
        const sent: Record<string, FormValue> =
          lines.length === 0
            ? { ...body, ...category, lines: null }
            : { ...body, ...category, ...attributeLinesBody(lines) };
        try {
          const saved = record
            ? await saveRecord(client, products, sent, { id: record.id, version })
            : await saveRecord(client, products, sent, { idempotencyKey });
          await revalidate(saved.id, saved);
          return saved;
        } catch (error) {
          const fields = (error as { fieldErrors?: Record<string, string> }).fieldErrors ?? {};
          setLineErrors(
            Object.fromEntries(
              Object.entries(fields).filter(
                ([key]) => key.startsWith('lines') || key.endsWith('category_id'),
              ),
            ),
          );
          throw error;
        }
      }}
      onSaved={(saved) => onSaved(saved as ResourceRow)}
    />
  );
}

function NewProduct({ store }: { store: Store }) {
  const navigate = useNavigate();
  const toast = useToast();
  const { pathFor } = useResourceRegistry();
  const { products } = useStoreResources(store.slug);
  return (
    <article className={styles.page} aria-labelledby="store-heading">
      <StoreHeader store={store} current="store-products" />
      <section className={styles.panel} aria-labelledby="new-product-heading">
        <h3 id="new-product-heading" className={styles.panelHeading}>
          New product
        </h3>
        <p className={styles.muted}>
          A new product is a draft until it is submitted; it goes live once staff approve it.
        </p>
        <ProductForm
          store={store}
          products={products}
          onSaved={(saved) => {
            toast('Product created as a draft.', 'positive');
            void navigate(
              pathFor('edit-store-product', { storeSlug: store.slug, productId: saved.id }),
            );
          }}
        />
      </section>
    </article>
  );
}

/** What the product's state means for the seller, and why it was turned away. */
function ProductState({ product }: { product: ResourceRow }) {
  const status = product.status as ProductStatus;
  if (status === 'rejected') {
    return (
      <p className={styles.reason}>
        <strong>Rejected because:</strong> {String(product.status_reason ?? '')} Fix it, then submit
        it again.
      </p>
    );
  }
  const words: Record<ProductStatus, string> = {
    draft: 'A draft: submit it for approval when it is ready.',
    pending_approval: 'Waiting for approval: it is not on the marketplace until staff approve it.',
    approved:
      'Live. A change of its name, description, price, category or attributes sends it back for approval, and it leaves the marketplace until the change is approved.',
    rejected: '',
  };
  return <p className={styles.muted}>{words[status]}</p>;
}

function EditProduct({ store, productId }: { store: Store; productId: number }) {
  const client = useApiClient();
  const toast = useToast();
  const can = useStoreCan(store.slug);
  const { products, variants } = useStoreResources(store.slug);
  const revalidate = useResourceRevalidation(products);
  const answer = useScopedRecord(products, productId);
  if ((answer.error as { status?: number } | undefined)?.status === 404) {
    return <Navigate to={routePath('app.not-found')} replace />;
  }
  const product = answer.data;
  const badge = product ? PRODUCT_BADGES[product.status as ProductStatus] : undefined;
  return (
    <article className={styles.page} aria-labelledby="store-heading">
      <StoreHeader store={store} current="store-products" />
      {answer.error && !product && <p role="alert">The product could not be loaded.</p>}
      {!product && !answer.error && <p aria-busy="true">Loading the product…</p>}
      {product && (
        <>
          <section className={styles.panel} aria-labelledby="product-heading">
            <div className={styles.panelHeader}>
              <h3 id="product-heading" className={styles.panelHeading}>
                {String(product.name)}
              </h3>
              {badge && <Badge tone={badge.tone}>{badge.label}</Badge>}
              <div className={styles.actions}>
                <ActionButtons
                  resource={products}
                  record={product}
                  title={String(product.name)}
                  can={can}
                  run={(action, input) =>
                    runAction(
                      client,
                      products,
                      { id: product.id, version: product.version as number },
                      action,
                      input,
                    )
                  }
                  onDone={async (changed) => {
                    await answer.mutate(changed, { revalidate: false });
                    await revalidate(product.id, changed);
                  }}
                  onConflict={() => void answer.mutate()}
                  doneMessage={() => 'Sent to the approvals queue.'}
                />
              </div>
            </div>
            <ProductState product={product} />
            <ProductForm
              key={`${product.id}-${String(product.version)}`}
              store={store}
              products={products}
              record={product}
              onSaved={(saved) => {
                void answer.mutate(saved, { revalidate: false });
                toast(
                  saved.status === 'pending_approval' && product.status === 'approved'
                    ? 'Saved. The change waits for approval; the product is off the marketplace until then.'
                    : 'Product saved.',
                  'positive',
                );
              }}
            />
          </section>
          <VariantsSection store={store} product={product} variants={variants} />
        </>
      )}
    </article>
  );
}

/** `/evd-stores/{storeSlug}/products/new`: a new product of the store, with its attributes. */
export function NewStoreProductScreen() {
  return <StoreLoad optional>{(store) => <NewProduct store={store} />}</StoreLoad>;
}

/**
 * `/evd-stores/{storeSlug}/products/{productId}/edit`: the product's state (and the reason it
 * was rejected), its content and attributes, submitting it for approval, and its variants.
 */
export function EditStoreProductScreen() {
  const productId = Number(useParams().productId);
  if (!Number.isInteger(productId) || productId <= 0) {
    return <Navigate to={routePath('app.not-found')} replace />;
  }
  return (
    <StoreLoad optional>{(store) => <EditProduct store={store} productId={productId} />}</StoreLoad>
  );
}
