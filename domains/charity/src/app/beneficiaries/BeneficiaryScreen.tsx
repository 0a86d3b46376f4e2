import { hasPermission } from '@backoffice/access';
import { useAppState, useResourceRegistry } from '@backoffice/app-kit';
import {
  AuditTrail,
  FileValue,
  optionLabel,
  recordLoadState,
  useRecordId,
} from '@backoffice/app-kit/resources';
import { businessToday, formatDay, MESSAGES } from '@backoffice/contract';
import { Badge } from '@backoffice/ui/Badge';
import { EmptyState } from '@backoffice/ui/EmptyState';
import { Icon } from '@backoffice/ui/Icon';
import { Link } from '@backoffice/ui/Link';
import { formatPhone } from '@backoffice/ui/PhoneInput';
import { Skeleton } from '@backoffice/ui/Skeleton';
import { beneficiariesResource } from '../../resources/beneficiaries';
import { ageOn } from '../shared/days';
import * as screen from '../shared/screen.css';
import { useBeneficiary } from './beneficiariesApi';
import { type Received, STATUS_LABELS } from './beneficiaryTypes';

const STATUS_TONE = { active: 'positive', inactive: 'neutral', deceased: 'neutral' } as const;

/** The projects a beneficiary is in, and the packages handed to them, or why there are none. */
function ReceivedSections({ received }: { received: Received }) {
  const { pathFor } = useResourceRegistry();
  return (
    <>
      <section className={screen.panel} aria-labelledby="projects-heading">
        <h3 id="projects-heading" className={screen.panelHeading}>
          Projects
        </h3>
        {received.projects.length === 0 ? (
          <EmptyState
            size="sm"
            headingLevel={4}
            title="Not in a project yet"
            description="Beneficiaries are added to a project from its beneficiary step; the projects they join show here."
          />
        ) : (
          <table className={screen.table}>
            <thead>
              <tr>
                <th scope="col">Project</th>
                <th scope="col">Status</th>
                <th scope="col">Dates</th>
                <th scope="col">Received</th>
              </tr>
            </thead>
            <tbody>
              {received.projects.map((project) => (
                <tr key={project.id}>
                  <th scope="row">
                    <Link href={pathFor('view-project', { id: project.id })}>{project.name}</Link>
                  </th>
                  <td>{optionLabel(project.status)}</td>
                  <td>
                    {formatDay(project.starts_on)}
                    {project.ends_on ? ` to ${formatDay(project.ends_on)}` : ''}
                  </td>
                  <td>{project.handed_over_on ? formatDay(project.handed_over_on) : 'Not yet'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <section className={screen.panel} aria-labelledby="packages-heading">
        <h3 id="packages-heading" className={screen.panelHeading}>
          Packages received
        </h3>
        {received.packages.length === 0 ? (
          <EmptyState
            size="sm"
            headingLevel={4}
            title="No package received yet"
            description="Each package handed over in a project's fulfilment shows here, with its day and items."
          />
        ) : (
          <table className={screen.table}>
            <thead>
              <tr>
                <th scope="col">Handed over</th>
                <th scope="col">Project</th>
                <th scope="col">Items</th>
                <th scope="col">Handed over by</th>
              </tr>
            </thead>
            <tbody>
              {received.packages.map((item) => (
                <tr key={`${item.project_id}-${item.handed_over_on}`}>
                  <td>{formatDay(item.handed_over_on)}</td>
                  <td>{item.project_name}</td>
                  <td>
                    {item.items
                      .map((line) => `${line.name}: ${line.quantity} ${line.unit}`)
                      .join('; ')}
                  </td>
                  <td>
                    {item.handed_over_by_name}
                    {item.collected_by ? ` (collected by ${item.collected_by})` : ''}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </>
  );
}

/**
 * `/beneficiaries/:id`: who the beneficiary is (gender, birth and age, phone, address, state,
 * category, household, ID document, status, and whether they were registered despite a likely
 * duplicate), the projects they are in and the packages they received, and the record's
 * history. Those who may change registrations find Edit here.
 */
export function BeneficiaryScreen() {
  const id = useRecordId();
  const { pathFor } = useResourceRegistry();
  const permissions = useAppState((state) => state.user?.permissions);
  const answer = useBeneficiary(id);
  const waiting = recordLoadState(id, answer, beneficiariesResource.singular);
  if (waiting || !answer.data || id === null) return waiting;

  const person = answer.data;
  const received = answer.received;
  const mayEdit = hasPermission(permissions, beneficiariesResource.permissions.update);
  return (
    <section className={screen.page} aria-labelledby="beneficiary-heading">
      <div className={screen.header}>
        <Link href={pathFor('beneficiaries')} variant="standalone">
          <Icon name="arrow-left" /> All beneficiaries
        </Link>
        {mayEdit && (
          <div className={screen.actions}>
            <Link href={pathFor('edit-beneficiary', { id })} variant="standalone">
              <Icon name="edit" /> Edit
            </Link>
          </div>
        )}
      </div>
      <div className={screen.panel}>
        <div className={screen.header}>
          <h2 id="beneficiary-heading" className={screen.heading}>
            {person.name}
          </h2>
          <Badge tone={STATUS_TONE[person.status]}>{STATUS_LABELS[person.status]}</Badge>
        </div>
        <dl className={screen.facts}>
          <dt>Gender</dt>
          <dd>{person.gender === 'female' ? 'Female' : 'Male'}</dd>
          <dt>Date of birth</dt>
          <dd>
            {person.date_of_birth
              ? `${formatDay(person.date_of_birth)} (${ageOn(person.date_of_birth, businessToday())} years)`
              : 'Not known'}
          </dd>
          <dt>Phone</dt>
          <dd>{person.phone ? formatPhone(person.phone) : 'None'}</dd>
          <dt>Address</dt>
          <dd>{person.address || 'None'}</dd>
          <dt>State</dt>
          <dd>{person.labels.state_id}</dd>
          <dt>Category</dt>
          <dd>{person.labels.category_id}</dd>
          <dt>Household size</dt>
          <dd>
            {person.household_size} {person.household_size === 1 ? 'person' : 'people'}
          </dd>
          <dt>ID document</dt>
          <dd>
            {person.id_document ? (
              <FileValue file={person.id_document} alt={`ID document of ${person.name}`} />
            ) : (
              'None uploaded'
            )}
          </dd>
        </dl>
        {person.duplicate_confirmed && (
          <p className={screen.muted}>
            Registered deliberately despite a likely duplicate (the same name and date of birth, or
            the same phone, as someone else).
          </p>
        )}
      </div>
      {received.error && !received.data ? (
        <p role="alert" className={screen.alert}>
          {MESSAGES.general}
        </p>
      ) : received.data ? (
        <ReceivedSections received={received.data} />
      ) : (
        <Skeleton lines={4} label="Loading the projects and packages" />
      )}
      <AuditTrail resource={beneficiariesResource} id={id} />
    </section>
  );
}
