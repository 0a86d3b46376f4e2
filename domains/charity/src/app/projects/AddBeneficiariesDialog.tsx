import { useApiClient } from '@backoffice/api-client';
import { useFormSubmit, useToast } from '@backoffice/app-kit';
import { ListPagination } from '@backoffice/app-kit/components';
import {
  type ResourceRow,
  SearchField,
  useRecords,
  useReferenceOptions,
  useResourceRevalidation,
} from '@backoffice/app-kit/resources';
import { statesResource } from '@backoffice/common';
import { MESSAGES } from '@backoffice/contract';
import { Button } from '@backoffice/ui/Button';
import { DataTable, type DataTableColumn } from '@backoffice/ui/DataTable';
import { Dialog } from '@backoffice/ui/Dialog';
import { Modal } from '@backoffice/ui/Modal';
import { formatPhone } from '@backoffice/ui/PhoneInput';
import { Select } from '@backoffice/ui/Select';
import { useState } from 'react';
import { beneficiariesResource } from '../../resources/beneficiaries';
import { beneficiaryCategoriesResource } from '../../resources/beneficiaryCategories';
import { PROJECT_BATCH_MAX, projectsResource } from '../../resources/projects';
import * as screen from '../shared/screen.css';
import { AlertList } from './AlertList';
import * as styles from './projects.css';
import { runProjectAction } from './projectsApi';
import type { Project } from './projectTypes';
import { choose, people, shownChoice } from './selection';

/** The register's page size in the picker: the API's largest. */
const PICKER_PAGE = 100;

const ANY = 'any';

interface Filters {
  search: string;
  category: string;
  state: string;
  gender: string;
  page: number;
}

/** The register's list query: active people only, by name, with the picker's filters. */
export function pickerQuery(filters: Filters): string {
  const params = new URLSearchParams({
    per_page: String(PICKER_PAGE),
    page: String(filters.page),
    sort: 'name',
    direction: 'asc',
    'filter[status]': 'active',
  });
  if (filters.search) params.set('search', filters.search);
  if (filters.category !== ANY) params.set('filter[category_id]', filters.category);
  if (filters.state !== ANY) params.set('filter[state_id]', filters.state);
  if (filters.gender !== ANY) params.set('filter[gender]', filters.gender);
  return params.toString();
}

export interface AddBeneficiariesDialogProps {
  project: Project;
  /** The people already on the project: shown, not offered again. */
  inProject: ReadonlySet<number>;
  onClose: () => void;
}

/**
 * Adds people of the register to the project, hundreds at a time: search and filter the active
 * beneficiaries (category, state, gender), a page of 100 at a time; tick them one by one or the
 * whole page with the heading's box, across pages; those already on the project are shown but
 * cannot be ticked. Inactive and deceased people are never offered.
 */
export function AddBeneficiariesDialog({
  project,
  inProject,
  onClose,
}: AddBeneficiariesDialogProps) {
  const client = useApiClient();
  const toast = useToast();
  const revalidate = useResourceRevalidation(projectsResource);
  const [filters, setFilters] = useState<Filters>({
    search: '',
    category: ANY,
    state: ANY,
    gender: ANY,
    page: 1,
  });
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const answer = useRecords(beneficiariesResource, pickerQuery(filters));
  const categories = useReferenceOptions(beneficiaryCategoriesResource);
  const states = useReferenceOptions(statesResource);
  const { errors, pending, submit } = useFormSubmit();
  const rows = answer.data?.items ?? [];
  const shown = rows.map((row) => row.id);
  const refine = (change: Partial<Filters>) =>
    setFilters((current) => ({ ...current, page: 1, ...change }));
  const tooMany = chosen.size > PROJECT_BATCH_MAX;
  const messages = [...new Set(Object.values(errors.fieldErrors))];

  const columns: DataTableColumn<ResourceRow>[] = [
    {
      id: 'name',
      title: 'Name',
      isRowHeader: true,
      render: (row) => (
        <>
          {String(row.name)}
          {inProject.has(row.id) && <span className={styles.stepNote}> (on the project)</span>}
        </>
      ),
    },
    {
      id: 'phone',
      title: 'Phone',
      width: '9rem',
      render: (row) => (row.phone ? formatPhone(String(row.phone)) : ''),
    },
    { id: 'category_id', title: 'Category', render: (row) => row.labels.category_id ?? '' },
    { id: 'state_id', title: 'State', width: '7rem', render: (row) => row.labels.state_id ?? '' },
  ];

  const add = () =>
    void submit(null, async () => {
      const ids = [...chosen];
      const saved = await runProjectAction(
        client,
        project,
        'add-beneficiaries',
        {
          lines: ids.map((id) => ({ beneficiary_id: id })),
        },
        { withVersion: false },
      );
      await revalidate(saved.id, saved);
      toast(`${people(ids.length)} added to ${project.name}.`, 'positive');
      onClose();
    });

  return (
    <Modal size="lg" isOpen onOpenChange={(open) => !open && onClose()} isDismissable={!pending}>
      <Dialog title={`Add beneficiaries to ${project.name}`}>
        <div className={screen.page}>
          <div className={styles.toolbar}>
            <SearchField
              label="Search the register"
              placeholder="Name, phone or address"
              value={filters.search}
              onSearch={(search) => refine({ search })}
            />
            <Select
              label="Category"
              options={[{ name: 'Any category', value: ANY }, ...categories.options]}
              value={filters.category}
              onChange={(key) => refine({ category: String(key ?? ANY) })}
            />
            <Select
              label="State"
              options={[{ name: 'Any state', value: ANY }, ...states.options]}
              value={filters.state}
              onChange={(key) => refine({ state: String(key ?? ANY) })}
            />
            <Select
              label="Gender"
              options={[
                { name: 'Any gender', value: ANY },
                { name: 'Female', value: 'female' },
                { name: 'Male', value: 'male' },
              ]}
              value={filters.gender}
              onChange={(key) => refine({ gender: String(key ?? ANY) })}
            />
          </div>
          <p className={screen.muted}>
            Active beneficiaries only: inactive and deceased people are not offered.
          </p>
          {answer.error && !answer.data && (
            <p role="alert" className={screen.alert}>
              {MESSAGES.general}
            </p>
          )}
          <DataTable
            aria-label="Beneficiaries of the register"
            columns={columns}
            rows={rows}
            isLoading={!answer.data && !answer.error}
            selectionMode="multiple"
            selectedKeys={shownChoice(chosen, shown)}
            disabledKeys={shown.filter((id) => inProject.has(id))}
            onSelectionChange={(keys) =>
              setChosen((current) => choose(current, keys, shown, inProject))
            }
            emptyState="No active beneficiary matches the search and filters."
            maxHeight="22rem"
            footer={
              answer.data && answer.data.totalPages > 1 ? (
                <ListPagination
                  page={answer.data}
                  onPageChange={(page) => setFilters((current) => ({ ...current, page }))}
                />
              ) : undefined
            }
          />
          <AlertList messages={messages} />
          {errors.message && (
            <p role="alert" className={screen.alert}>
              {errors.message}
            </p>
          )}
          <div className={screen.formActions}>
            <span aria-live="polite" className={screen.muted}>
              {chosen.size === 0
                ? 'Nobody chosen yet.'
                : tooMany
                  ? `${people(chosen.size)} chosen: add at most ${PROJECT_BATCH_MAX.toLocaleString('en-US')} at a time.`
                  : `${people(chosen.size)} chosen.`}
            </span>
            <div className={screen.actions}>
              <Button variant="secondary" onPress={onClose} isDisabled={pending}>
                Cancel
              </Button>
              <Button onPress={add} isPending={pending} isDisabled={chosen.size === 0 || tooMany}>
                {chosen.size ? `Add ${people(chosen.size)}` : 'Add beneficiaries'}
              </Button>
            </div>
          </div>
        </div>
      </Dialog>
    </Modal>
  );
}
