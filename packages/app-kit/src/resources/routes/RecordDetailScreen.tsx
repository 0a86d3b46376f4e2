import { hasPermission } from '@backoffice/access';
import type { ResourceDefinition } from '@backoffice/contract';
import { Icon } from '@backoffice/ui/Icon';
import { Tab, TabList, TabPanel, Tabs } from '@backoffice/ui/Tabs';
import { Link as AriaLink } from 'react-aria-components';
import { useNavigate } from 'react-router-dom';
import { useAppState } from '../../state/AppStoreContext';
import { useRecord } from '../api/resourceApi';
import { AuditTrail } from '../components/AuditTrail';
import { DeleteRecordButton } from '../components/DeleteRecordButton';
import { RecordActions } from '../components/RecordActions';
import { RecordFields } from '../components/RecordFields';
import { useResourceRoutes } from '../lib/resourceRoutes';
import * as styles from '../resources.css';
import { recordLoadState } from './recordLoadState';
import { useRecordId } from './useRecordId';

export interface RecordDetailScreenProps {
  resource: ResourceDefinition;
  /** The section shown; the first one when left out. */
  section?: string;
}

/**
 * A record's page: its fields (masked ones masked), one tab per section of the definition (each
 * tab its own address), edit and delete for those allowed, the actions this user may run in the
 * record's state, and the record's history.
 */
export function RecordDetailScreen({ resource, section }: RecordDetailScreenProps) {
  const id = useRecordId();
  const navigate = useNavigate();
  const permissions = useAppState((state) => state.user?.permissions);
  const answer = useRecord(resource, id);
  const { routes, pathFor } = useResourceRoutes(resource);
  const waiting = recordLoadState(id, answer, resource.singular);
  if (waiting || !answer.data || id === null) return waiting;

  const record = answer.data;
  const title = String(record[resource.titleField] ?? `${resource.singular} ${record.id}`);
  const sections = resource.sections;
  const current = sections.find((candidate) => candidate.id === section) ?? sections[0];
  return (
    <section className={styles.page} aria-label={`${resource.singular} ${title}`}>
      <div className={styles.header}>
        <h2 className={styles.heading}>{title}</h2>
        <div className={styles.actions}>
          <RecordActions resource={resource} record={record} title={title} />
          {routes.edit && hasPermission(permissions, resource.permissions.update) && (
            <AriaLink className={styles.primaryLink} href={pathFor(routes.edit, { id })}>
              <Icon name="edit" />
              Edit
            </AriaLink>
          )}
          {hasPermission(permissions, resource.permissions.delete) && (
            <DeleteRecordButton
              resource={resource}
              id={id}
              title={title}
              onDeleted={() => void navigate(pathFor(routes.list))}
            />
          )}
        </div>
      </div>
      {sections.length > 1 && current ? (
        <Tabs selectedKey={current.id}>
          <TabList aria-label={`${title}: sections`}>
            {sections.map((candidate) => {
              const route = routes.sections?.[candidate.id];
              return (
                <Tab
                  key={candidate.id}
                  id={candidate.id}
                  href={route ? pathFor(route, { id }) : undefined}
                >
                  {candidate.label}
                </Tab>
              );
            })}
          </TabList>
          {sections.map((candidate) => (
            <TabPanel key={candidate.id} id={candidate.id} className={styles.panel}>
              <RecordFields resource={resource} record={record} fields={candidate.fields} />
            </TabPanel>
          ))}
        </Tabs>
      ) : (
        <div className={styles.panel}>
          <RecordFields resource={resource} record={record} fields={Object.keys(resource.fields)} />
        </div>
      )}
      <AuditTrail resource={resource} id={id} />
    </section>
  );
}
