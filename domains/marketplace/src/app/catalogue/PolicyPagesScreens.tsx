import { useApiClient } from '@backoffice/api-client';
import { useResourceRegistry, useToast } from '@backoffice/app-kit';
import { AlertMessage } from '@backoffice/app-kit/components';
import {
  type FormValues,
  ListTable,
  listApiQuery,
  listParams,
  newRecordValues,
  ResourceForm,
  type ResourceRow,
  readListState,
  recordValues,
  saveRecord,
  useRecords,
  useResourceRevalidation,
} from '@backoffice/app-kit/resources';
import { Badge } from '@backoffice/ui/Badge';
import type { DataTableColumn } from '@backoffice/ui/DataTable';
import { EmptyState } from '@backoffice/ui/EmptyState';
import { Icon } from '@backoffice/ui/Icon';
import { Link } from '@backoffice/ui/Link';
import { Skeleton } from '@backoffice/ui/Skeleton';
import { Link as AriaLink } from 'react-aria-components';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { evdPolicyPagesResource as resource } from '../../resources/catalogue';
import * as styles from './catalogue.css';
import { PolicyPreview } from './PolicyPreview';

/** The live preview under the form, from the typed title and body. */
const preview = (values: FormValues) => (
  <PolicyPreview html={String(values.body ?? '')} title={String(values.title ?? '')} />
);

/**
 * `/settings/policy-pages`: the brand's policy pages by title, each opening its page by slug
 * (`/settings/policy-pages/returns`), and whether it is published.
 */
export function PolicyPagesListScreen() {
  const { pathFor } = useResourceRegistry();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const state = readListState(resource, params);
  const answer = useRecords(resource, listApiQuery(state));
  const href = (row: ResourceRow) => pathFor('edit-evd-policy-page', { slug: String(row.slug) });
  const columns: DataTableColumn<ResourceRow>[] = [
    {
      id: 'title',
      title: 'Title',
      sortable: true,
      isRowHeader: true,
      render: (row) => <Link href={href(row)}>{String(row.title)}</Link>,
    },
    { id: 'slug', title: 'Address', sortable: true, render: (row) => `/${String(row.slug)}` },
    {
      id: 'published',
      title: 'Published',
      render: (row) =>
        row.published ? (
          <Badge tone="positive">Published</Badge>
        ) : (
          <Badge tone="neutral">Draft</Badge>
        ),
    },
  ];
  return (
    <section className={styles.page} aria-label="Policy pages">
      <div className={styles.toolbar}>
        <p className={styles.intro}>
          The rules shops and customers read. Each page is sanitised when saved and when shown.
        </p>
        <AriaLink className={styles.primaryLink} href={pathFor('new-evd-policy-page')}>
          <Icon name="plus" />
          New policy page
        </AriaLink>
      </div>
      <ListTable
        label="Policy pages"
        resource={resource}
        columns={columns}
        page={answer.data}
        failed={Boolean(answer.error)}
        state={state}
        go={(next) => setParams(listParams(next))}
        emptyState={
          <EmptyState
            size="sm"
            headingLevel={2}
            icon={<Icon name="box" />}
            title="No policy pages yet"
            description="Add the first policy page: returns, shipping or privacy."
          />
        }
        loadingRowCount={4}
        onOpen={(id) => {
          const row = answer.data?.items.find((item) => String(item.id) === id);
          if (row) void navigate(href(row));
        }}
      />
    </section>
  );
}

/** `/settings/policy-pages/new`: a new page, with its preview as it is typed. */
export function NewPolicyPageScreen() {
  const client = useApiClient();
  const toast = useToast();
  const navigate = useNavigate();
  const { pathFor } = useResourceRegistry();
  const revalidate = useResourceRevalidation(resource);
  return (
    <section className={styles.narrowPage} aria-label="New policy page">
      <ResourceForm
        resource={resource}
        mode="create"
        initialValues={newRecordValues(resource)}
        submitLabel="Create policy page"
        cancelHref={pathFor('evd-policy-pages')}
        summary={preview}
        onSubmit={async (body, idempotencyKey) => {
          const saved = await saveRecord(client, resource, body, { idempotencyKey });
          await revalidate(saved.id, saved);
          return saved;
        }}
        onSaved={(saved) => {
          toast('Policy page created.', 'positive');
          const slug = String((saved as ResourceRow).slug);
          void navigate(pathFor('edit-evd-policy-page', { slug }));
        }}
      />
    </section>
  );
}

/**
 * `/settings/policy-pages/:slug`: the page found by its slug (`?filter[slug]=`), changed by its
 * id, with its preview as it is typed; a new slug moves the address along.
 */
export function EditPolicyPageScreen() {
  const { slug = '' } = useParams();
  const client = useApiClient();
  const toast = useToast();
  const navigate = useNavigate();
  const { pathFor } = useResourceRegistry();
  const revalidate = useResourceRevalidation(resource);
  const query = new URLSearchParams({ 'filter[slug]': slug, per_page: '1' }).toString();
  const answer = useRecords(resource, query);
  if (answer.error) return <AlertMessage>The policy page could not be loaded.</AlertMessage>;
  if (!answer.data)
    return <Skeleton variant="block" label="Loading the policy page" height="20rem" />;
  const record = answer.data.items[0];
  if (!record) {
    return (
      <section className={styles.narrowPage} aria-label="Policy page not found">
        <AlertMessage>No policy page has the address “/{slug}”.</AlertMessage>
        <Link href={pathFor('evd-policy-pages')}>Back to the policy pages</Link>
      </section>
    );
  }
  const title = String(record.title);
  return (
    <section className={styles.narrowPage} aria-label={`Edit policy page ${title}`}>
      <h2 className={styles.heading}>{title}</h2>
      <ResourceForm
        key={record.id}
        resource={resource}
        mode="update"
        record={record}
        initialValues={recordValues(resource, record)}
        submitLabel="Save policy page"
        cancelHref={pathFor('evd-policy-pages')}
        summary={preview}
        onSubmit={async (body, _key, version) => {
          const saved = await saveRecord(client, resource, body, { id: record.id, version });
          await revalidate(record.id, saved);
          await answer.mutate();
          return saved;
        }}
        onSaved={(saved) => {
          toast('Policy page saved.', 'positive');
          const next = String((saved as ResourceRow).slug);
          if (next !== slug) void navigate(pathFor('edit-evd-policy-page', { slug: next }));
        }}
      />
    </section>
  );
}
