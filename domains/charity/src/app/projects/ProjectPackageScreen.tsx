import { useResourceRegistry } from '@backoffice/app-kit';
import { useRecords } from '@backoffice/app-kit/resources';
import { MESSAGES } from '@backoffice/contract';
import { Button } from '@backoffice/ui/Button';
import { Form } from '@backoffice/ui/Form';
import { Icon } from '@backoffice/ui/Icon';
import { LinesEditor } from '@backoffice/ui/LinesEditor';
import { Link } from '@backoffice/ui/Link';
import { NumberField } from '@backoffice/ui/NumberField';
import { Select } from '@backoffice/ui/Select';
import { packageItemsResource } from '../../resources/packageItems';
import { PROJECT_MESSAGES } from '../../resources/projectSteps';
import * as screen from '../shared/screen.css';
import { ProjectFrame } from './ProjectFrame';
import { ProjectPanel } from './ProjectPanel';
import { saveProjectPackage } from './projectsApi';
import { PACKAGE_STATUSES, type Project } from './projectTypes';
import { StaleNotice } from './StaleNotice';
import { StockTable } from './StockTable';
import { useProjectLinesForm } from './useProjectLinesForm';

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
  const { pathFor } = useResourceRegistry();
  const answer = useRecords(packageItemsResource, ITEMS_QUERY);
  const items = (answer.data?.items ?? []) as unknown as PackageItemOption[];
  const editable = PACKAGE_STATUSES.includes(project.status);
  const form = useProjectLinesForm<DraftLine>({
    draft: () => draftOf(project),
    editable,
    save: (client, lines) =>
      saveProjectPackage(
        client,
        project,
        lines.map((line) => ({ package_item_id: line.itemId, quantity: line.quantity })),
      ),
    savedMessage: `Package of ${project.name} saved.`,
  });
  const { lines, changed, disabled } = form;
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
      message={form.errors.message ?? undefined}
      onSubmit={form.onSubmit}
    >
      {form.stale && <StaleNotice current={form.stale} />}
      {answer.error && <p className={screen.alert}>{MESSAGES.general}</p>}
      <LinesEditor
        label="Package per beneficiary"
        description="What each beneficiary receives, in each item's unit."
        rows={lines}
        onChange={form.onChange}
        newRow={newLine}
        minRows={1}
        maxRows={50}
        addLabel="Add item"
        itemLabel="item"
        errors={form.lineErrors}
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
          <Button type="submit" isPending={form.pending}>
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
          <ProjectPanel headingId="package-heading" heading="2. Package">
            <PackageForm key={project.version} project={project} />
          </ProjectPanel>
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
