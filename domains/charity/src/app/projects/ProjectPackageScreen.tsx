import { useApiClient } from '@backoffice/api-client';
import {
  useAppStore,
  useFormChanged,
  useFormSubmit,
  useLineErrors,
  useResourceRegistry,
  useToast,
} from '@backoffice/app-kit';
import { conflictRecord, useRecords, useResourceRevalidation } from '@backoffice/app-kit/resources';
import { MESSAGES } from '@backoffice/contract';
import { Button } from '@backoffice/ui/Button';
import { Form } from '@backoffice/ui/Form';
import { Icon } from '@backoffice/ui/Icon';
import { LinesEditor } from '@backoffice/ui/LinesEditor';
import { Link } from '@backoffice/ui/Link';
import { NumberField } from '@backoffice/ui/NumberField';
import { Select } from '@backoffice/ui/Select';
import { useState } from 'react';
import { packageItemsResource } from '../../resources/packageItems';
import { PROJECT_MESSAGES } from '../../resources/projectSteps';
import { projectsResource } from '../../resources/projects';
import * as screen from '../shared/screen.css';
import { ProjectFrame } from './ProjectFrame';
import { saveProjectPackage } from './projectsApi';
import { PACKAGE_STATUSES, type Project } from './projectTypes';
import { StaleNotice } from './StaleNotice';
import { StockTable } from './StockTable';

interface DraftLine {
  itemId: number | null;
  quantity: number | null;
}

/** A package item as the package's lines offer it. */
interface PackageItemOption {
  id: number;
  name: string;
  unit: string;
  status: string;
  on_hand: number;
}

const newLine = (): DraftLine => ({ itemId: null, quantity: null });

function draftOf(project: Project): DraftLine[] {
  return project.lines?.length
    ? project.lines.map((line) => ({ itemId: line.package_item_id, quantity: line.quantity }))
    : [newLine()];
}

const ITEMS_QUERY = 'per_page=100&sort=name&direction=asc';

/**
 * The package: each line an item and how many of its unit each beneficiary receives. Saved with
 * the project (its lines), from the version shown; the stock below follows the saved package.
 */
function PackageForm({ project }: { project: Project }) {
  const client = useApiClient();
  const store = useAppStore();
  const toast = useToast();
  const { pathFor } = useResourceRegistry();
  const revalidate = useResourceRevalidation(projectsResource);
  const answer = useRecords(packageItemsResource, ITEMS_QUERY);
  const items = (answer.data?.items ?? []) as unknown as PackageItemOption[];
  const [initial] = useState(() => draftOf(project));
  const [lines, setLines] = useState(initial);
  const { errors, pending, submit } = useFormSubmit();
  const [stale, setStale] = useState<Project | null>(null);
  const { lineErrors, linesChanged } = useLineErrors<DraftLine>(errors);
  const editable = PACKAGE_STATUSES.includes(project.status);
  const changed = JSON.stringify(lines) !== JSON.stringify(initial);
  useFormChanged(editable && changed);
  const disabled = pending || !editable;
  const itemOf = (id: number | null) => items.find((item) => item.id === id);
  const options = (line: DraftLine) =>
    items
      // A discontinued item stays on the line that names it, and is offered to no other.
      .filter((item) => item.status === 'active' || item.id === line.itemId)
      .filter((item) => item.id === line.itemId || !lines.some((other) => other.itemId === item.id))
      .map((item) => ({
        name: `${item.name} (${item.on_hand.toLocaleString('en-US')} ${item.unit} on hand)`,
        value: item.id,
      }));
  const beneficiaries = Number(project.beneficiaries_count ?? 0);

  return (
    <Form
      aria-label={`Package of ${project.name}`}
      message={errors.message ?? undefined}
      onSubmit={(event) =>
        void submit(event, async () => {
          let saved: Project;
          try {
            saved = await saveProjectPackage(
              client,
              project,
              lines.map((line) => ({ package_item_id: line.itemId, quantity: line.quantity })),
            );
          } catch (error) {
            const current = conflictRecord(projectsResource, error);
            if (current) {
              setStale(current as Project);
              return;
            }
            throw error;
          }
          store.setFormChanged(false);
          await revalidate(saved.id, saved);
          toast(`Package of ${project.name} saved.`, 'positive');
        })
      }
    >
      {stale && <StaleNotice current={stale} />}
      {answer.error && <p className={screen.alert}>{MESSAGES.general}</p>}
      <LinesEditor
        label="Package per beneficiary"
        description="What each beneficiary receives, in each item's unit."
        rows={lines}
        onChange={(next) => {
          linesChanged(lines, next);
          setLines(next);
        }}
        newRow={newLine}
        minRows={1}
        maxRows={50}
        addLabel="Add item"
        itemLabel="item"
        errors={lineErrors}
        isDisabled={disabled}
        fieldColumns="minmax(14rem, 3fr) minmax(11rem, 1fr) minmax(7rem, 1fr)"
        renderRow={(line, _index, { update, errorFor }) => {
          const item = itemOf(line.itemId);
          return (
            <>
              <Select
                label="Package item"
                isRequired
                isLoading={answer.isLoading}
                options={options(line)}
                value={line.itemId}
                onChange={(key) => update({ itemId: key === null ? null : Number(key) })}
                isDisabled={disabled}
                isInvalid={errorFor('package_item_id') !== undefined || undefined}
                errorMessage={errorFor('package_item_id')}
              />
              <NumberField
                label={item ? `Each receives (${item.unit})` : 'Each receives'}
                isRequired
                minValue={1}
                step={1}
                showSteppers={false}
                align="end"
                value={line.quantity ?? Number.NaN}
                onChange={(quantity) =>
                  update({ quantity: Number.isNaN(quantity) ? null : quantity })
                }
                isDisabled={disabled}
                isInvalid={errorFor('quantity') !== undefined || undefined}
                errorMessage={errorFor('quantity')}
              />
              <div className={screen.cell}>
                <span className={screen.cellLabel}>
                  For {beneficiaries} {beneficiaries === 1 ? 'person' : 'people'}
                </span>
                <span className={screen.cellValue}>
                  {item && line.quantity
                    ? `${(line.quantity * beneficiaries).toLocaleString('en-US')} ${item.unit}`
                    : '–'}
                </span>
              </div>
            </>
          );
        }}
      />
      {editable ? (
        <div className={screen.formActions}>
          <Button type="submit" isPending={pending}>
            Save package
          </Button>
          {project.lines?.length > 0 && !changed && (
            <Link href={pathFor('project-beneficiary', { id: project.id })} variant="standalone">
              Next: the beneficiaries <Icon name="arrow-right" />
            </Link>
          )}
        </div>
      ) : (
        <p className={screen.muted}>{PROJECT_MESSAGES.packageLocked}</p>
      )}
    </Form>
  );
}

/** `/projects/:id/project-package`: the second step, what each beneficiary receives. */
export function ProjectPackageScreen() {
  return (
    <ProjectFrame page="package">
      {(project) => (
        <>
          <section className={screen.panel} aria-labelledby="package-heading">
            <h3 id="package-heading" className={screen.panelHeading}>
              2. Package
            </h3>
            <PackageForm key={project.version} project={project} />
          </section>
          <section className={screen.panel} aria-label="Stock">
            <StockTable
              project={project}
              caption={`Stock for ${project.beneficiaries_count ?? 0} beneficiaries`}
            />
          </section>
        </>
      )}
    </ProjectFrame>
  );
}
