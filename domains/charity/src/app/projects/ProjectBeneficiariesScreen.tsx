import { useApiClient } from '@backoffice/api-client';
import { useFormSubmit, useResourceRegistry, useToast } from '@backoffice/app-kit';
import { useResourceRevalidation } from '@backoffice/app-kit/resources';
import { formatDay } from '@backoffice/contract';
import { Button } from '@backoffice/ui/Button';
import { DataTable, type DataTableColumn } from '@backoffice/ui/DataTable';
import { EmptyState } from '@backoffice/ui/EmptyState';
import { Icon } from '@backoffice/ui/Icon';
import { Link } from '@backoffice/ui/Link';
import { formatPhone } from '@backoffice/ui/PhoneInput';
import { Select } from '@backoffice/ui/Select';
import { TextField } from '@backoffice/ui/TextField';
import { type ReactNode, useState } from 'react';
import { projectsResource } from '../../resources/projects';
import * as screen from '../shared/screen.css';
import { AddBeneficiariesDialog } from './AddBeneficiariesDialog';
import { AlertList } from './AlertList';
import { ProjectFrame } from './ProjectFrame';
import { ProjectPanel } from './ProjectPanel';
import * as styles from './projects.css';
import { runProjectAction, useProjectView } from './projectsApi';
import { OPEN_STATUSES, type Project, type ProjectBeneficiary } from './projectTypes';
import { choose, people, shownChoice, shownOf } from './selection';
import { ViewPending } from './ViewPending';

const ANY = 'any';

export interface BeneficiaryFilters {
  search: string;
  category: string;
  received: string;
}

/** The project's beneficiaries that the search (name or phone) and the filters keep. */
export function filterBeneficiaries(
  rows: readonly ProjectBeneficiary[],
  { search, category, received }: BeneficiaryFilters,
): ProjectBeneficiary[] {
  const text = search.trim().toLowerCase();
  const digits = text.replace(/\D/g, '');
  return rows.filter(
    (row) =>
      (!text ||
        row.name.toLowerCase().includes(text) ||
        (digits.length > 0 && (row.phone ?? '').includes(digits))) &&
      (category === ANY || row.category === category) &&
      (received === ANY ||
        (received === 'yes' ? row.handed_over_on !== null : row.handed_over_on === null)),
  );
}

/** The search and filters over the project's own beneficiaries, kept in the page. */
export function BeneficiaryToolbar({
  rows,
  filters,
  onChange,
  children,
}: {
  rows: readonly ProjectBeneficiary[];
  filters: BeneficiaryFilters;
  onChange: (filters: BeneficiaryFilters) => void;
  children?: ReactNode;
}) {
  const categories = [...new Set(rows.map((row) => row.category).filter(Boolean))].sort();
  return (
    <div className={styles.toolbar}>
      <TextField
        type="search"
        label="Search"
        placeholder="Name or phone"
        value={filters.search}
        onChange={(search) => onChange({ ...filters, search })}
      />
      <Select
        label="Category"
        options={[
          { name: 'Any category', value: ANY },
          ...categories.map((name) => ({ name: String(name), value: String(name) })),
        ]}
        value={filters.category}
        onChange={(key) => onChange({ ...filters, category: String(key ?? ANY) })}
      />
      <Select
        label="Package"
        options={[
          { name: 'Received or not', value: ANY },
          { name: 'Received', value: 'yes' },
          { name: 'Not yet received', value: 'no' },
        ]}
        value={filters.received}
        onChange={(key) => onChange({ ...filters, received: String(key ?? ANY) })}
      />
      {children && <div className={styles.toolbarActions}>{children}</div>}
    </div>
  );
}

export const NO_FILTERS: BeneficiaryFilters = { search: '', category: ANY, received: ANY };

/** The columns every table of the project's beneficiaries shows. */
export const beneficiaryColumns: DataTableColumn<ProjectBeneficiary>[] = [
  { id: 'name', title: 'Name', isRowHeader: true, width: '11rem' },
  {
    id: 'phone',
    title: 'Phone',
    width: '10rem',
    render: (row) => (row.phone ? formatPhone(row.phone) : ''),
  },
  { id: 'household_size', title: 'Household', align: 'end' },
  { id: 'category', title: 'Category' },
  { id: 'state', title: 'State' },
  {
    id: 'handed_over_on',
    title: 'Received',
    render: (row) => (row.handed_over_on ? formatDay(row.handed_over_on) : 'Not yet'),
  },
];

function BeneficiariesStep({ project }: { project: Project }) {
  const client = useApiClient();
  const toast = useToast();
  const { pathFor } = useResourceRegistry();
  const revalidate = useResourceRevalidation(projectsResource);
  const view = useProjectView(project, 'beneficiaries');
  const [filters, setFilters] = useState(NO_FILTERS);
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const [adding, setAdding] = useState(false);
  const { errors, pending, submit } = useFormSubmit();
  const editable = OPEN_STATUSES.includes(project.status);
  const all = view.data ?? [];
  const rows = filterBeneficiaries(all, filters);
  const shown = rows.map((row) => row.beneficiary_id);
  const received = new Set(
    all.filter((row) => row.handed_over_on).map((row) => row.beneficiary_id),
  );
  const messages = [...new Set(Object.values(errors.fieldErrors))];

  const remove = () =>
    void submit(null, async () => {
      const ids = [...chosen];
      const saved = await runProjectAction(
        client,
        project,
        'remove-beneficiaries',
        {
          lines: ids.map((id) => ({ beneficiary_id: id })),
        },
        { withVersion: false },
      );
      await revalidate(saved.id, saved);
      setChosen(new Set());
      toast(`${people(ids.length)} removed from ${project.name}.`, 'positive');
    });

  if (!view.data) {
    return <ViewPending failed={Boolean(view.error)} lines={6} label="Loading the beneficiaries" />;
  }
  return (
    <>
      {all.length === 0 ? (
        <EmptyState
          size="sm"
          headingLevel={4}
          title="Nobody on the project yet"
          description="Add beneficiaries from the register: search and filter it, then tick them, a page at a time."
          action={
            editable ? (
              <Button onPress={() => setAdding(true)}>
                <Icon name="plus" /> Add beneficiaries
              </Button>
            ) : undefined
          }
        />
      ) : (
        <>
          <BeneficiaryToolbar rows={all} filters={filters} onChange={setFilters}>
            {editable && (
              <>
                <Button
                  variant="secondary"
                  onPress={remove}
                  isPending={pending}
                  isDisabled={chosen.size === 0}
                >
                  <Icon name="trash" /> Remove {chosen.size ? people(chosen.size) : 'selected'}
                </Button>
                <Button onPress={() => setAdding(true)}>
                  <Icon name="plus" /> Add beneficiaries
                </Button>
              </>
            )}
          </BeneficiaryToolbar>
          <p className={screen.muted} aria-live="polite">
            {shownOf(rows.length, all.length)}
            {editable && received.size > 0 && ' Those who received their package stay on it.'}
          </p>
          <AlertList messages={[...messages, ...(errors.message ? [errors.message] : [])]} />
          <DataTable
            aria-label={`Beneficiaries of ${project.name}`}
            columns={beneficiaryColumns}
            rows={rows}
            getRowId={(row) => row.beneficiary_id}
            selectionMode={editable ? 'multiple' : 'none'}
            selectedKeys={shownChoice(chosen, shown)}
            disabledKeys={[...received]}
            onSelectionChange={(keys) =>
              setChosen((current) => choose(current, keys, shown, received))
            }
            emptyState="Nobody on the project matches the search and filters."
            maxHeight="32rem"
          />
          <p className={screen.muted}>
            <Link href={pathFor('project-fulfillment', { id: project.id })} variant="standalone">
              Next: the fulfilment <Icon name="arrow-right" />
            </Link>
          </p>
        </>
      )}
      {adding && (
        <AddBeneficiariesDialog
          project={project}
          inProject={new Set(all.map((row) => row.beneficiary_id))}
          onClose={() => setAdding(false)}
        />
      )}
    </>
  );
}

/**
 * `/projects/:id/project-beneficiary`: the third step, who receives the package. The project's
 * people (searched and filtered here), Remove for those ticked (never someone who received), and
 * Add beneficiaries, the register's picker.
 */
export function ProjectBeneficiariesScreen() {
  return (
    <ProjectFrame page="beneficiaries">
      {(project) => (
        <ProjectPanel headingId="beneficiaries-heading" heading="3. Beneficiaries">
          <BeneficiariesStep project={project} />
        </ProjectPanel>
      )}
    </ProjectFrame>
  );
}
