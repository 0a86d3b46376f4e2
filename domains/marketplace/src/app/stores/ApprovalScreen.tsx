import { useApiClient } from '@backoffice/api-client';
import { useResourceRegistry } from '@backoffice/app-kit';
import {
  RecordActions,
  type ResourceRow,
  recordLoadState,
  useRecord,
  useRecordId,
  useRecords,
} from '@backoffice/app-kit/resources';
import { type AuditEntry, formatMoney, type Paginator, scopedResource } from '@backoffice/contract';
import { Badge } from '@backoffice/ui/Badge';
import { Link } from '@backoffice/ui/Link';
import { useEffect } from 'react';
import useSWR from 'swr';
import {
  evdProductApprovalsResource as approvals,
  evdProductsResource,
  evdProductVariantsResource,
  type ProductStatus,
} from '../../resources/stores';
import { KIND_LABELS } from './ApprovalsScreen';
import { useScopedRecord } from './storeApi';
import { APPROVAL_BADGES, formatMoment, PRODUCT_BADGES } from './storeLabels';
import * as styles from './stores.css';

/** The fields of a product a change shows, old and new. */
const CHANGE_LABELS: Readonly<Record<string, string>> = {
  name: 'Name',
  description: 'Description',
  price: 'Price',
  category_id: 'Category',
  subcategory_id: 'Subcategory',
  lines: 'Attributes',
};

const shown = (field: string, value: unknown) =>
  value === null || value === undefined
    ? 'none'
    : field === 'price'
      ? formatMoney(Number(value))
      : field === 'lines'
        ? `${String(value)} attributes`
        : String(value);

/** What the seller changed last on a live product (its audit trail's latest change). */
function LastChange({
  products,
  productId,
}: {
  products: ReturnType<typeof scopedResource>;
  productId: number;
}) {
  const client = useApiClient();
  const audit = useSWR(['resources', 'evd_products', 'audit-of', products.segment, productId], () =>
    client.get<Paginator<AuditEntry>>(`/api/${products.segment}/${productId}/audit`),
  );
  const change = audit.data?.data.find((entry) => entry.action === 'updated');
  if (audit.error) return <p role="alert">The change could not be loaded.</p>;
  if (!audit.data) return <p aria-busy="true">Loading the change…</p>;
  if (!change) return <p className={styles.muted}>No change recorded.</p>;
  const rows = Object.entries(change.changes).filter(([field]) => CHANGE_LABELS[field]);
  return (
    <dl className={styles.details}>
      {rows.map(([field, { old: before, new: after }]) => (
        <div key={field}>
          <dt>{CHANGE_LABELS[field]}</dt>
          <dd>
            {shown(field, before)} → {shown(field, after)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function ProductPanel({ approval }: { approval: ResourceRow }) {
  const { pathFor } = useResourceRegistry();
  const slug = String(approval.store_slug ?? '');
  const products = scopedResource(evdProductsResource, { storeSlug: slug });
  const variants = scopedResource(evdProductVariantsResource, { storeSlug: slug });
  const productId = Number(approval.product_id);
  const product = useScopedRecord(products, productId);
  // A decision moves the product too (live, or rejected): fetch it again when the approval moves.
  const { mutate: refetchProduct } = product;
  const decision = `${String(approval.status)}-${String(approval.version)}`;
  useEffect(() => {
    if (decision) void refetchProduct();
  }, [decision, refetchProduct]);
  const list = useRecords(
    variants,
    `filter[product_id]=${productId}&per_page=100&sort=sku&direction=asc`,
  );
  const row = product.data;
  const badge = row ? PRODUCT_BADGES[row.status as ProductStatus] : undefined;
  return (
    <section className={styles.panel} aria-labelledby="product-heading">
      <div className={styles.panelHeader}>
        <h3 id="product-heading" className={styles.panelHeading}>
          The product now
        </h3>
        {badge && <Badge tone={badge.tone}>{badge.label}</Badge>}
        <div className={styles.actions}>
          <Link href={pathFor('edit-store-product', { storeSlug: slug, productId })}>
            Open the product
          </Link>
        </div>
      </div>
      {product.error && <p role="alert">The product could not be loaded.</p>}
      {row && (
        <>
          <dl className={styles.details}>
            <div>
              <dt>Name</dt>
              <dd>{String(row.name)}</dd>
            </div>
            <div>
              <dt>Category</dt>
              <dd>{row.labels.category_id ?? 'None'}</dd>
            </div>
            <div>
              <dt>Price</dt>
              <dd>{formatMoney(Number(row.price ?? 0))}</dd>
            </div>
            <div>
              <dt>Variants</dt>
              <dd>
                {(list.data?.items ?? [])
                  .map(
                    (one) =>
                      `${String(one.name)} (${String(one.sku)}, ${String(one.stock)} in stock)`,
                  )
                  .join('; ') || 'None yet'}
              </dd>
            </div>
          </dl>
          {row.description ? <p>{String(row.description)}</p> : null}
        </>
      )}
      {approval.kind === 'change' && (
        <>
          <h4 className={styles.panelHeading}>What changed</h4>
          <LastChange products={products} productId={productId} />
        </>
      )}
    </section>
  );
}

/**
 * `/evd-products-approvals/{id}`: one product in the queue (new, or a change to a live one: what
 * changed), the product as it is now with its variants, and approve or reject with the reason
 * the seller reads on the product's page.
 */
export function ApprovalScreen() {
  const id = useRecordId();
  const answer = useRecord(approvals, id);
  const waiting = recordLoadState(id, answer, approvals.singular);
  if (waiting || !answer.data) return waiting;
  const approval = answer.data;
  const badge = APPROVAL_BADGES[String(approval.status)];
  const title = String(approval.product_name);
  return (
    <article className={styles.page} aria-labelledby="approval-heading">
      <header className={styles.header}>
        <h2 id="approval-heading" className={styles.heading}>
          {title}
        </h2>
        {badge && <Badge tone={badge.tone}>{badge.label}</Badge>}
        <div className={styles.actions}>
          <RecordActions resource={approvals} record={approval} title={title} />
        </div>
      </header>
      <dl className={styles.details}>
        <div>
          <dt>Store</dt>
          <dd>{approval.labels.store_id}</dd>
        </div>
        <div>
          <dt>Kind</dt>
          <dd>{KIND_LABELS[String(approval.kind)]}</dd>
        </div>
        <div>
          <dt>Queued</dt>
          <dd>{formatMoment(approval.created_at)}</dd>
        </div>
        {approval.decided_by ? (
          <div>
            <dt>Decided</dt>
            <dd>
              {formatMoment(String(approval.decided_at))} by {String(approval.decided_by)}
            </dd>
          </div>
        ) : null}
      </dl>
      {approval.status === 'rejected' && (
        <p className={styles.reason}>
          <strong>Rejected because:</strong> {String(approval.reason ?? '')}
        </p>
      )}
      <ProductPanel approval={approval} />
    </article>
  );
}
