import { useResourceRegistry } from '@backoffice/app-kit';
import { AlertMessage, ListPagination } from '@backoffice/app-kit/components';
import {
  changeListState,
  displayValue,
  ListEmptyState,
  listApiQuery,
  listParams,
  type ResourceRow,
  readListState,
  SearchField,
  useRecords,
  withFilter,
} from '@backoffice/app-kit/resources';
import type { Page } from '@backoffice/contract';
import { Badge } from '@backoffice/ui/Badge';
import { Button } from '@backoffice/ui/Button';
import { Link } from '@backoffice/ui/Link';
import { Select } from '@backoffice/ui/Select';
import { Skeleton } from '@backoffice/ui/Skeleton';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LEAD_STAGES, evdLeadsResource as leads } from '../../resources/leads';
import { LeadsFunnel } from './LeadsFunnel';
import { stageLabel, stageTone } from './leadFigures';
import { useLeadOwners } from './leadOwners';
import * as styles from './leads.css';
import { ReassignLeadDialog } from './ReassignLeadDialog';

const ANY = 'any';

interface LeadsTableProps {
  page: Page<ResourceRow> | undefined;
  failed: boolean;
  narrowed: boolean;
  onReassign: (lead: ResourceRow) => void;
  onPage: (page: number) => void;
}

/**
 * The leads of the page as a table: each business opens its lead, each row hands its lead to
 * another owner. A plain table (not a grid), so its links and buttons take the keyboard as
 * links and buttons do.
 */
function LeadsTable({ page, failed, narrowed, onReassign, onPage }: LeadsTableProps) {
  const { pathFor } = useResourceRegistry();
  if (failed && !page) return <AlertMessage>The leads could not be loaded.</AlertMessage>;
  if (!page) return <Skeleton variant="block" label="Loading the leads" height="16rem" />;
  if (page.items.length === 0) {
    return (
      <ListEmptyState
        narrowed={narrowed}
        plural="leads"
        noMatch="No lead matches this search, stage and owner."
        clearHref={pathFor('admin.evd-leads')}
        clearLabel="Clear the search and filters"
        icon="users"
        description="Leads the team adds show here."
      />
    );
  }
  return (
    <>
      <table className={styles.table}>
        <caption className={styles.tableCaption}>
          {page.total} lead{page.total === 1 ? '' : 's'}, next follow-up first
        </caption>
        <thead>
          <tr>
            {['Business', 'Contact', 'Stage', 'Owner', 'Next follow-up'].map((title) => (
              <th key={title} scope="col" className={styles.cell}>
                {title}
              </th>
            ))}
            <th scope="col" className={styles.numberCell}>
              Estimated yearly sales
            </th>
            <th scope="col" className={styles.cell}>
              <span className={styles.visuallyHidden}>Owner change</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {page.items.map((row) => (
            <tr key={row.id}>
              <th scope="row" className={styles.cell}>
                <Link href={pathFor('edit-evd-lead', { id: row.id })}>{String(row.business)}</Link>
              </th>
              <td className={styles.cell}>{String(row.contact_name ?? '')}</td>
              <td className={styles.cell}>
                <Badge tone={stageTone(String(row.stage))}>{stageLabel(String(row.stage))}</Badge>
              </td>
              <td className={styles.cell}>{String(row.owner_name ?? '')}</td>
              <td className={styles.cell}>
                {displayValue(leads.fields.next_follow_up, row.next_follow_up)}
              </td>
              <td className={styles.numberCell}>
                {displayValue(leads.fields.value_estimate, row.value_estimate)}
              </td>
              <td className={styles.cell}>
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={`Reassign ${String(row.business)}`}
                  onPress={() => onReassign(row)}
                >
                  Reassign
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ListPagination page={page} onPageChange={onPage} />
    </>
  );
}

/**
 * `/admin/evd-leads` (manage_evdati_leads): every lead of the brand and its owner, the team's
 * figures (funnel, conversion, follow-ups due) and a list narrowed by stage, owner or a search,
 * where each lead can be handed to another owner.
 */
export function LeadsAdminScreen() {
  const { pathFor } = useResourceRegistry();
  const [params, setParams] = useSearchParams();
  const state = readListState(leads, params);
  const answer = useRecords(leads, listApiQuery(state));
  const owners = useLeadOwners();
  const [reassigning, setReassigning] = useState<ResourceRow | null>(null);
  const go = (next: typeof state) => setParams(listParams(next), { replace: true });
  const stageFilter = String(state.filter.stage ?? ANY);
  const ownerFilter = String(state.filter.owner_user_id ?? ANY);

  const narrowed = Boolean(state.search) || Object.keys(state.filter).length > 0;
  return (
    <section className={styles.page} aria-label="The team's leads">
      <div className={styles.toolbar}>
        <p className={styles.intro}>Every lead of the team, with its owner.</p>
        <div className={styles.links}>
          <Link href={pathFor('new-evd-lead')}>New lead</Link>
        </div>
      </div>
      <LeadsFunnel showOwner />
      <section className={styles.section} aria-labelledby="leads-every">
        <h2 id="leads-every" className={styles.heading}>
          Every lead
        </h2>
        <div className={styles.filters}>
          <SearchField
            label="Search leads"
            value={state.search}
            onSearch={(search) => go(changeListState(state, { search }))}
          />
          <Select
            label="Stage"
            options={[
              { name: 'Any stage', value: ANY },
              ...LEAD_STAGES.map((stage) => ({ name: stageLabel(stage), value: stage })),
            ]}
            value={stageFilter}
            onChange={(key) =>
              go(withFilter(state, 'stage', key === ANY || key === null ? null : String(key)))
            }
          />
          <Select
            label="Owner"
            isLoading={owners.isLoading}
            options={[
              { name: 'Anyone', value: ANY },
              ...(owners.data ?? []).map((owner) => ({
                name: owner.name,
                value: String(owner.id),
              })),
            ]}
            value={ownerFilter}
            onChange={(key) =>
              go(
                withFilter(
                  state,
                  'owner_user_id',
                  key === ANY || key === null ? null : String(key),
                ),
              )
            }
          />
        </div>
        <LeadsTable
          page={answer.data}
          failed={Boolean(answer.error)}
          narrowed={narrowed}
          onReassign={setReassigning}
          onPage={(page) => go({ ...state, page })}
        />
      </section>
      {reassigning && (
        <ReassignLeadDialog
          lead={reassigning}
          owners={owners.data ?? []}
          onClose={() => setReassigning(null)}
        />
      )}
    </section>
  );
}
