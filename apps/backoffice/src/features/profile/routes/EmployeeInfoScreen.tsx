import { useProfile } from '@backoffice/api-client';
import { AlertMessage } from '@backoffice/app-kit/components';
import { optionLabel } from '@backoffice/app-kit/resources';
import type { OwnEmployee } from '@backoffice/common';
import { MESSAGES } from '@backoffice/contract';
import { Spinner } from '@backoffice/ui/Spinner';
import { useOwnEmployees } from '../api/ownEmployees';
import * as styles from '../components/Profile.css';
import { ProfileNav } from '../components/ProfileNav';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });
const dayFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** One fact of a record; a missing value reads "Not given". */
function Fact({ term, value }: { term: string; value: string | null | undefined }) {
  return (
    <>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.definition}>{value || 'Not given'}</dd>
    </>
  );
}

/** One employee record as human resources keep it, read-only. */
function EmploymentRecord({ employee, showBrand }: { employee: OwnEmployee; showBrand: boolean }) {
  const titleId = `employment-${employee.id}`;
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.cardTitle}>
        {showBrand ? `Employment record at ${employee.brand}` : 'Employment record'}
      </h2>
      <dl className={styles.facts}>
        <Fact term="Name" value={employee.name} />
        <Fact term="Position" value={employee.position} />
        <Fact term="Department" value={employee.department} />
        <Fact term="Branch" value={employee.branch} />
        <Fact
          term="Hire date"
          value={dayFormat.format(new Date(`${employee.hire_date}T00:00:00Z`))}
        />
        <Fact term="Status" value={optionLabel(employee.status)} />
        <Fact term="Bank" value={employee.bank_name} />
        <Fact term="Account number" value={employee.account_number} />
      </dl>
    </section>
  );
}

/**
 * `/profile/employee-info`: the user's own employment as the organisation holds it, read-only:
 * the account (roles, work email, since when) and each employee record human resources linked
 * to it (position, department, branch, hire date, status, bank and the account number masked to
 * its last four digits), one per brand; or, when none is linked, a sentence saying so. Changes
 * go through human resources.
 */
export function EmployeeInfoScreen() {
  const profile = useProfile();
  const employees = useOwnEmployees();
  const data = profile.data;
  const records = employees.data;
  return (
    <div className={styles.page}>
      <ProfileNav />
      <section className={styles.card} aria-labelledby="employee-title">
        <h2 id="employee-title" className={styles.cardTitle}>
          Employee information
        </h2>
        {profile.error && !data && <AlertMessage>{MESSAGES.general}</AlertMessage>}
        {!data && !profile.error && <Spinner label="Loading employee information" />}
        {data && (
          <dl className={styles.facts}>
            <Fact term="Name" value={`${data.first_name} ${data.last_name}`} />
            <Fact term="Roles" value={data.role.split(',').join(', ')} />
            <Fact
              term="Work email"
              value={`${data.email}${data.email_verified_at ? '' : ' (not confirmed yet)'}`}
            />
            <Fact term="Phone" value={data.phone} />
            <Fact term="Employee since" value={dateFormat.format(new Date(data.created_at))} />
          </dl>
        )}
        <p className={styles.muted}>To correct these details, contact human resources.</p>
      </section>
      {employees.error && !records && <AlertMessage>{MESSAGES.general}</AlertMessage>}
      {!records && !employees.error && <Spinner label="Loading your employment record" />}
      {records?.length === 0 && (
        <section className={styles.card} aria-labelledby="no-record-title">
          <h2 id="no-record-title" className={styles.cardTitle}>
            Employment record
          </h2>
          <p className={styles.muted}>
            No employee record is linked to your account yet. Human resources can link yours to it.
          </p>
        </section>
      )}
      {records?.map((employee) => (
        <EmploymentRecord key={employee.id} employee={employee} showBrand={records.length > 1} />
      ))}
    </div>
  );
}
