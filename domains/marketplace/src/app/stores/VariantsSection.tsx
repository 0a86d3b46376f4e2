import { useApiClient } from '@backoffice/api-client';
import {
  useFormChanged,
  useFormSubmit,
  useResourceRegistry,
  useToast,
  useUnusualValues,
} from '@backoffice/app-kit';
import {
  FieldInput,
  type FormValues,
  type ListState,
  ListTable,
  listApiQuery,
  type ResourceRow,
  saveRecord,
  useRecords,
  useResourceRevalidation,
} from '@backoffice/app-kit/resources';
import { formatMoney, type ResourceDefinition, unusualValues } from '@backoffice/contract';
import { Button } from '@backoffice/ui/Button';
import type { DataTableColumn } from '@backoffice/ui/DataTable';
import { Dialog } from '@backoffice/ui/Dialog';
import { EmptyState } from '@backoffice/ui/EmptyState';
import { Form } from '@backoffice/ui/Form';
import { Icon } from '@backoffice/ui/Icon';
import { Link } from '@backoffice/ui/Link';
import { Modal } from '@backoffice/ui/Modal';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { type Store, useStoreCan } from './storeApi';
import * as styles from './stores.css';
import { ValueLines } from './ValueLines';
import { type ValueLine, valueLinesBody } from './variantLines';

const VARIANT_FIELDS = ['sku', 'price', 'stock'] as const;

function NewVariantDialog({
  slug,
  product,
  variants,
  onClose,
}: {
  slug: string;
  product: ResourceRow;
  variants: ResourceDefinition;
  onClose: () => void;
}) {
  const client = useApiClient();
  const toast = useToast();
  const revalidate = useResourceRevalidation(variants);
  const [values, setValues] = useState<FormValues>({
    sku: null,
    price: Number(product.price ?? 0),
    stock: 0,
  });
  const [lines, setLines] = useState<ValueLine[]>([]);
  const { errors, pending, submit } = useFormSubmit();
  const { confirmUnusual, unusualDialog } = useUnusualValues();
  useFormChanged(values.sku !== null || lines.length > 0);
  function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // A price or a stock far above the usual is a slip of the keyboard: ask before saving.
    confirmUnusual(
      unusualValues(variants.fields, null, values),
      () =>
        void submit(null, async ({ idempotencyKey }) => {
          const made = await saveRecord(
            client,
            variants,
            { product_id: product.id, ...values, ...valueLinesBody(lines) },
            { idempotencyKey },
          );
          await revalidate(made.id, made);
          toast(`Variant ${String(made.name)} added.`, 'positive');
          onClose();
        }),
    );
  }
  const title = `New variant of ${String(product.name)}`;
  return (
    <Modal isOpen onOpenChange={(isOpen) => !isOpen && onClose()} isDismissable={!pending}>
      <Dialog title={title}>
        {unusualDialog}
        <Form
          className={styles.dialogForm}
          validationBehavior="aria"
          message={errors.message ?? undefined}
          aria-label={title}
          onSubmit={send}
        >
          {VARIANT_FIELDS.map((name) => (
            <FieldInput
              key={name}
              name={name}
              field={variants.fields[name]!}
              value={values[name] ?? null}
              onChange={(value) => setValues((current) => ({ ...current, [name]: value }))}
              error={errors.fieldErrors[name]}
            />
          ))}
          <ValueLines slug={slug} lines={lines} onChange={setLines} errors={errors.fieldErrors} />
          <div className={styles.formActions}>
            <Button variant="secondary" onPress={onClose} isDisabled={pending}>
              Cancel
            </Button>
            <Button type="submit" isPending={pending}>
              Add variant
            </Button>
          </div>
        </Form>
      </Dialog>
    </Modal>
  );
}

/**
 * The product's variants (what is sold: SKU, price, stock), each opening its page, and a new
 * one for those who manage the store's products.
 */
export function VariantsSection({
  store,
  product,
  variants,
}: {
  store: Store;
  product: ResourceRow;
  variants: ResourceDefinition;
}) {
  const navigate = useNavigate();
  const { pathFor } = useResourceRegistry();
  const can = useStoreCan(store.slug);
  const [creating, setCreating] = useState(false);
  const [state, setState] = useState<ListState>({
    search: '',
    sort: 'sku',
    direction: 'asc',
    page: 1,
    filter: {},
  });
  const query = listApiQuery({ ...state, filter: { product_id: String(product.id) } });
  const answer = useRecords(variants, query);
  const href = (id: number | string) =>
    pathFor('store-product-variant', {
      storeSlug: store.slug,
      productId: product.id,
      variantId: id,
    });
  const columns: DataTableColumn<ResourceRow>[] = [
    {
      id: 'sku',
      title: 'SKU',
      sortable: true,
      isRowHeader: true,
      render: (row) => <Link href={href(row.id)}>{String(row.sku)}</Link>,
    },
    { id: 'name', title: 'Variant', render: (row) => String(row.name ?? '') },
    {
      id: 'price',
      title: 'Price',
      sortable: true,
      align: 'end',
      render: (row) => formatMoney(Number(row.price ?? 0)),
    },
    {
      id: 'stock',
      title: 'Stock',
      sortable: true,
      align: 'end',
      render: (row) => (Number(row.stock) === 0 ? 'Out of stock' : String(row.stock)),
    },
  ];
  return (
    <section className={styles.panel} aria-labelledby="variants-heading">
      <div className={styles.panelHeader}>
        <h3 id="variants-heading" className={styles.panelHeading}>
          Variants
        </h3>
        {can('manage_evdati_products') && (
          <div className={styles.actions}>
            <Button variant="secondary" onPress={() => setCreating(true)}>
              Add variant
            </Button>
          </div>
        )}
      </div>
      <ListTable
        label={`Variants of ${String(product.name)}`}
        resource={variants}
        columns={columns}
        page={answer.data}
        failed={Boolean(answer.error)}
        state={state}
        apiQuery={query}
        go={setState}
        emptyState={
          <EmptyState
            size="sm"
            headingLevel={4}
            icon={<Icon name="box" />}
            title="No variants yet"
            description="Add the sizes or colours it is sold in, each with its SKU, price and stock."
          />
        }
        loadingRowCount={3}
        onOpen={(id) => void navigate(href(id))}
      />
      {creating && (
        <NewVariantDialog
          slug={store.slug}
          product={product}
          variants={variants}
          onClose={() => setCreating(false)}
        />
      )}
    </section>
  );
}
