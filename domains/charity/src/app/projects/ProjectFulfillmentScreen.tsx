import { useApiClient } from '@backoffice/api-client';
import { useFormSubmit, useToast } from '@backoffice/app-kit';
import { useResourceRevalidation } from '@backoffice/app-kit/resources';
import { MESSAGES } from '@backoffice/contract';
import { AlertDialog } from '@backoffice/ui/AlertDialog';
import { Button } from '@backoffice/ui/Button';
import { DataTable, type DataTableColumn } from '@backoffice/ui/DataTable';
import { Icon } from '@backoffice/ui/Icon';
import { useState } from 'react';
import { PROJECT_MESSAGES } from '../../resources/projectSteps';
import { projectsResource } from '../../resources/projects';
import * as screen from '../shared/screen.css';
import { AlertList } from './AlertList';
import { HandOverBar } from './HandOverBar';
import { HandOverDialog } from './HandOverDialog';
import {
  BeneficiaryToolbar,
  beneficiaryColumns,
  filterBeneficiaries,
  NO_FILTERS,
} from './ProjectBeneficiariesScreen';
import { ProjectFrame } from './ProjectFrame';
import { downloadDistributionList, runProjectAction, useProjectView } from './projectsApi';
import type { Project, ProjectBeneficiary } from './projectTypes';
import { StockTable } from './StockTable';
import { choose, people, shownChoice, shownOf } from './selection';
import { ViewPending } from './ViewPending';

/** Who received and from whom: the category and state stay among the filters. */
const columns: DataTableColumn<ProjectBeneficiary>[] = [
  ...beneficiaryColumns.filter((column) => column.id !== 'category' && column.id !== 'state'),
  { id: 'handed_over_by_name', title: 'Handed over by' },
  { id: 'collected_by', title: 'Collected by' },
];

/** Print distribution list: the PDF with a line to sign for each beneficiary. */
function PrintButton({ project }: { project: Project }) {
  const client = useApiClient();
  const toast = useToast();
  const [printing, setPrinting] = useState(false);
  return (
    <Button
      variant="secondary"
      isPending={printing}
      onPress={async () => {
        setPrinting(true);
        try {
          await downloadDistributionList(client, project);
        } catch {
          toast(MESSAGES.general, 'critical');
        } finally {
          setPrinting(false);
        }
      }}
    >
      <Icon name="printer" /> Print distribution list
    </Button>
  );
}

/** A planned project: the distribution starts here (or from the actions above). */
function NotStarted({ project }: { project: Project }) {
  const client = useApiClient();
  const toast = useToast();
  const revalidate = useResourceRevalidation(projectsResource);
  const [asking, setAsking] = useState(false);
  const { errors, submit } = useFormSubmit();
  const action = projectsResource.actions.start;
  return (
    <>
      <p className={screen.muted}>
        The distribution has not started. Print the list for the day, then start it: packages can
        then be handed over.
      </p>
      {errors.message && (
        <p role="alert" className={screen.alert}>
          {errors.message}
        </p>
      )}
      <div className={screen.formActions}>
        <Button onPress={() => setAsking(true)}>Start distribution</Button>
        <PrintButton project={project} />
      </div>
      <AlertDialog
        isOpen={asking}
        onOpenChange={setAsking}
        title="Start the distribution?"
        confirmLabel="Start distribution"
        onConfirm={() =>
          submit(null, async () => {
            const saved = await runProjectAction(client, project, 'start', {});
            await revalidate(saved.id, saved);
            toast('Distribution started.', 'positive');
          })
        }
      >
        {action?.confirm}
      </AlertDialog>
    </>
  );
}

/** The hand-over: who has received, Mark handed over and Undo for those ticked. */
function HandOver({ project }: { project: Project }) {
  const client = useApiClient();
  const toast = useToast();
  const revalidate = useResourceRevalidation(projectsResource);
  const view = useProjectView(project, 'beneficiaries');
  const members = useProjectView(project, 'members');
  const [filters, setFilters] = useState(NO_FILTERS);
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const [handing, setHanding] = useState(false);
  const [undoing, setUndoing] = useState(false);
  const { errors, submit } = useFormSubmit();
  const open = project.status === 'in_progress';
  if (!view.data) {
    return <ViewPending failed={Boolean(view.error)} lines={6} label="Loading the beneficiaries" />;
  }
  const all = view.data;
  const rows = filterBeneficiaries(all, filters);
  const shown = rows.map((row) => row.beneficiary_id);
  const picked = all.filter((row) => chosen.has(row.beneficiary_id));
  const toHand = picked.filter((row) => row.handed_over_on === null);
  const toUndo = picked.filter((row) => row.handed_over_on !== null);
  const messages = [
    ...new Set([...Object.values(errors.fieldErrors), ...(errors.message ? [errors.message] : [])]),
  ];
  return (
    <>
      <BeneficiaryToolbar rows={all} filters={filters} onChange={setFilters}>
        {open && (
          <>
            <Button
              variant="secondary"
              isDisabled={toUndo.length === 0}
              onPress={() => setUndoing(true)}
            >
              Undo hand-over{toUndo.length ? ` (${toUndo.length})` : ''}
            </Button>
            <Button isDisabled={toHand.length === 0} onPress={() => setHanding(true)}>
              <Icon name="check" /> Mark handed over
              {toHand.length ? ` (${toHand.length})` : ''}
            </Button>
          </>
        )}
      </BeneficiaryToolbar>
      <p className={screen.muted} aria-live="polite">
        {shownOf(rows.length, all.length)}
        {open && chosen.size > 0 && ` ${chosen.size} ticked.`}
      </p>
      <AlertList messages={messages} />
      <DataTable
        aria-label={`Hand-over to the beneficiaries of ${project.name}`}
        columns={columns}
        rows={rows}
        getRowId={(row) => row.beneficiary_id}
        selectionMode={open ? 'multiple' : 'none'}
        selectedKeys={shownChoice(chosen, shown)}
        onSelectionChange={(keys) => setChosen((current) => choose(current, keys, shown))}
        emptyState="Nobody on the project matches the search and filters."
        maxHeight="32rem"
      />
      {handing && (
        <HandOverDialog
          project={project}
          beneficiaries={toHand}
          members={members.data ?? []}
          onDone={() => setChosen(new Set())}
          onClose={() => setHanding(false)}
        />
      )}
      <AlertDialog
        isOpen={undoing}
        onOpenChange={setUndoing}
        variant="destructive"
        title={`Undo the hand-over to ${people(toUndo.length)}?`}
        confirmLabel="Undo hand-over"
        onConfirm={() =>
          submit(null, async () => {
            const saved = await runProjectAction(
              client,
              project,
              'undo-hand-over',
              {
                lines: toUndo.map((row) => ({ beneficiary_id: row.beneficiary_id })),
              },
              { withVersion: false },
            );
            await revalidate(saved.id, saved);
            setChosen(new Set());
            toast(`Hand-over undone for ${people(toUndo.length)}.`, 'positive');
          })
        }
      >
        {projectsResource.actions['undo-hand-over']?.confirm}
      </AlertDialog>
    </>
  );
}

/** N of M handed over, as figures and a bar. */
function HandedOver({ project }: { project: Project }) {
  const done = Number(project.handed_over_count ?? 0);
  const everyone = Number(project.beneficiaries_count ?? 0);
  return (
    <div className={screen.header}>
      <p className={screen.muted}>
        <strong>
          {done} of {everyone}
        </strong>{' '}
        packages handed over
      </p>
      <HandOverBar done={done} everyone={everyone} />
    </div>
  );
}

/**
 * `/projects/:id/fulfillment`: the last step. A draft is told to be planned first; a planned
 * project starts its distribution here; then the beneficiaries with their hand-over (searched and
 * filtered), Mark handed over and Undo for those ticked, the progress, the stock still needed
 * against what is on hand, and the distribution list to print.
 */
export function ProjectFulfillmentScreen() {
  return (
    <ProjectFrame page="fulfillment">
      {(project) => (
        <>
          <section className={screen.panel} aria-labelledby="fulfillment-heading">
            <div className={screen.header}>
              <h3 id="fulfillment-heading" className={screen.panelHeading}>
                4. Fulfilment
              </h3>
              {project.status !== 'draft' && project.status !== 'planned' && (
                <div className={screen.actions}>
                  <PrintButton project={project} />
                </div>
              )}
            </div>
            {project.status === 'draft' ? (
              <p className={screen.muted}>
                {PROJECT_MESSAGES.notStarted} Mark the project as planned once its members, package
                and beneficiaries are set.
              </p>
            ) : project.status === 'planned' ? (
              <NotStarted project={project} />
            ) : (
              <>
                <HandedOver project={project} />
                <HandOver project={project} />
              </>
            )}
          </section>
          {project.status !== 'closed' && project.status !== 'cancelled' && (
            <section className={screen.panel} aria-label="Stock">
              <StockTable project={project} caption="Stock still needed" />
            </section>
          )}
        </>
      )}
    </ProjectFrame>
  );
}
