import { useProfile } from '@backoffice/api-client';
import { AlertMessage } from '@backoffice/app-kit/components';
import { MESSAGES } from '@backoffice/contract';
import { Spinner } from '@backoffice/ui/Spinner';
import * as styles from '../components/Profile.css';
import { ProfileNav } from '../components/ProfileNav';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });

/**
 * `/profile/employee-info`: the user's own employment record as the organisation holds it:
 * roles, work contact details, and since when the account exists. Changes go through HR.
 */
export function EmployeeInfoScreen() {
  const profile = useProfile();
  const data = profile.data;
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
            <dt className={styles.term}>Name</dt>
            <dd className={styles.definition}>
              {data.first_name} {data.last_name}
            </dd>
            <dt className={styles.term}>Roles</dt>
            <dd className={styles.definition}>{data.role.split(',').join(', ')}</dd>
            <dt className={styles.term}>Work email</dt>
            <dd className={styles.definition}>
              {data.email}
              {data.email_verified_at ? '' : ' (not confirmed yet)'}
            </dd>
            <dt className={styles.term}>Phone</dt>
            <dd className={styles.definition}>{data.phone || 'Not given'}</dd>
            <dt className={styles.term}>Employee since</dt>
            <dd className={styles.definition}>{dateFormat.format(new Date(data.created_at))}</dd>
          </dl>
        )}
        <p className={styles.muted}>To correct these details, contact human resources.</p>
      </section>
    </div>
  );
}
