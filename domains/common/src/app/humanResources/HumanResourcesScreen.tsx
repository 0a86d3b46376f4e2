import { hasPermission, type RouteName } from '@backoffice/access';
import { routeTitle, useAppState, useResourceRegistry } from '@backoffice/app-kit';
import { groupLinks } from '@backoffice/app-kit/resources';
import { MESSAGES } from '@backoffice/contract';
import { Link } from '@backoffice/ui/Link';
import { type ReportColumn, ReportTable } from '@backoffice/ui/ReportTable';
import { Skeleton } from '@backoffice/ui/Skeleton';
import { Switch } from '@backoffice/ui/Switch';
import { Link as AriaLink } from 'react-aria-components';
import { useSearchParams } from 'react-router-dom';
import {
  type HrPerson,
  type HrScope,
  type HrSummary,
  RECENT_HIRE_DAYS,
} from '../../humanResources';
import * as screen from '../shared/screen.css';
import * as styles from './humanResources.css';
import { useHrSummary } from './humanResourcesApi';

const SELF: RouteName = 'human-resources';
const dayFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
const day = (value: string) => (
  <time dateTime={value}>{dayFormat.format(new Date(`${value}T00:00:00Z`))}</time>
);

/** The people of a list, each linking to their profile where the user may open it. */
function peopleColumns(
  summary: HrSummary,
  profileHref: (person: HrPerson) => string | null,
  date: 'hire_date' | null,
): ReportColumn<HrPerson>[] {
  const columns: ReportColumn<HrPerson>[] = [
    {
      key: 'name',
      label: 'Name',
      render: (person) => {
        const href = profileHref(person);
        return href ? <Link href={href}>{person.name}</Link> : person.name;
      },
    },
    { key: 'position', label: 'Position' },
    { key: 'department', label: 'Department' },
    { key: 'branch', label: 'Branch' },
  ];
  if (summary.scope === 'all') columns.push({ key: 'brand', label: 'Brand' });
  if (date) columns.push({ key: date, label: 'Hired', render: (person) => day(person.hire_date) });
  return columns;
}

function Figures({ summary }: { summary: HrSummary }) {
  const figures = [
    ['Headcount', summary.headcount],
    ['Active', summary.by_status.active],
    ['On leave', summary.by_status.on_leave],
    [`Hired in the last ${RECENT_HIRE_DAYS} days`, summary.recent_hires.length],
  ] as const;
  return (
    <dl className={styles.figures}>
      {figures.map(([label, value]) => (
        <div key={label} className={styles.figure}>
          <dt className={styles.figureLabel}>{label}</dt>
          <dd className={styles.figureValue}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * `/human-resources` (access_human_resources): the staff at a glance, in the active brand or,
 * with "All my brands", every brand the user belongs to (the server never counts another):
 * headcount, active and on leave; headcount by brand, department and branch; who was hired in the
 * last 90 days and who is on leave, each linking to their profile for those who manage
 * employees; then the human-resources pages the user may open (employees, and any other page of
 * the group). Terminated staff count nowhere but in the brand table's own column.
 */
export function HumanResourcesScreen() {
  const [params, setParams] = useSearchParams();
  const scope: HrScope = params.get('scope') === 'all' ? 'all' : 'brand';
  const answer = useHrSummary(scope);
  const summary = answer.data;
  const { routes, pathFor } = useResourceRegistry();
  const permissions = useAppState((state) => state.user?.permissions);
  const activeBrand = useAppState((state) => state.user?.active_brand_id);
  const brandCount = useAppState((state) => state.user?.brands.length ?? 0);
  const manages = hasPermission(permissions, 'manage_employees');
  const profileHref = (person: HrPerson) =>
    manages && person.brand_id === activeBrand
      ? pathFor('employee-profile', { id: person.id })
      : null;
  const links = groupLinks(routes, 'isHR', SELF, { permissions, activeBrand })
    .map((route) => ({ route, title: routeTitle(route.name) }))
    .sort((a, b) => a.title.localeCompare(b.title));

  return (
    <section className={screen.page} aria-label="Human resources">
      <div className={screen.toolbar}>
        <p className={screen.muted}>
          {scope === 'all' ? 'Staff of every brand you belong to.' : 'Staff of the active brand.'}
        </p>
        {brandCount > 1 && (
          <Switch
            isSelected={scope === 'all'}
            onChange={(all) => setParams(all ? { scope: 'all' } : {})}
          >
            All my brands
          </Switch>
        )}
      </div>

      {answer.error && !summary && (
        <p role="alert" className={screen.alert}>
          {MESSAGES.general}
        </p>
      )}
      {!summary && !answer.error && (
        <Skeleton variant="block" height="6rem" label="Loading the staff figures" />
      )}
      {summary && (
        <>
          <Figures summary={summary} />
          {summary.scope === 'all' && (
            <ReportTable
              caption="Headcount by brand"
              columns={[
                { key: 'name', label: 'Brand' },
                { key: 'headcount', label: 'Headcount', kind: 'number' },
                { key: 'on_leave', label: 'On leave', kind: 'number' },
                { key: 'terminated', label: 'Terminated', kind: 'number' },
              ]}
              rows={summary.brands}
              getRowKey={(row) => row.brand_id}
              totals={{
                headcount: summary.headcount,
                on_leave: summary.by_status.on_leave,
                terminated: summary.by_status.terminated,
              }}
              emptyState="No staff yet."
            />
          )}
          <div className={styles.columns}>
            <ReportTable
              caption="Headcount by department"
              columns={[
                {
                  key: 'department',
                  label: 'Department',
                  render: (row) => row.department ?? 'No department',
                },
                { key: 'headcount', label: 'Headcount', kind: 'number' },
              ]}
              rows={summary.by_department}
              emptyState="No staff yet."
            />
            <ReportTable
              caption="Headcount by branch"
              columns={[
                {
                  key: 'branch',
                  label: 'Branch',
                  render: (row) => {
                    const branch = row.branch ?? 'No branch';
                    // Brands name their branches alike: say whose each one is.
                    const brand = summary.brands.find((b) => b.brand_id === row.brand_id);
                    return summary.scope === 'all' && brand ? `${branch} (${brand.name})` : branch;
                  },
                },
                { key: 'headcount', label: 'Headcount', kind: 'number' },
              ]}
              rows={summary.by_branch}
              emptyState="No staff yet."
            />
          </div>
          <ReportTable
            caption={`Recent hires (last ${RECENT_HIRE_DAYS} days)`}
            columns={peopleColumns(summary, profileHref, 'hire_date')}
            rows={summary.recent_hires}
            getRowKey={(row) => row.id}
            emptyState={`Nobody was hired in the last ${RECENT_HIRE_DAYS} days.`}
          />
          <ReportTable
            caption="On leave"
            columns={peopleColumns(summary, profileHref, null)}
            rows={summary.on_leave}
            getRowKey={(row) => row.id}
            emptyState="Nobody is on leave."
          />
        </>
      )}

      <nav className={styles.section} aria-labelledby="hr-pages">
        <h2 id="hr-pages" className={styles.heading}>
          Human-resources pages
        </h2>
        {links.length === 0 ? (
          <p className={screen.muted}>
            No other human-resources pages for you here. Ask an administrator if you need one.
          </p>
        ) : (
          <ul className={styles.links}>
            {links.map(({ route, title }) => (
              <li key={route.name}>
                <AriaLink className={styles.tile} href={pathFor(route.name)}>
                  <span className={styles.tileTitle}>{title}</span>
                  <span className={screen.muted}>
                    {route.name === 'employees'
                      ? 'Profiles, banking info and user accounts of the staff.'
                      : `Records of ${title.toLowerCase()}.`}
                  </span>
                </AriaLink>
              </li>
            ))}
          </ul>
        )}
      </nav>
    </section>
  );
}
