import { useResourceRegistry } from '@backoffice/app-kit';
import { Link } from '@backoffice/ui/Link';
import { LeadsFunnel } from './LeadsFunnel';
import * as styles from './leads.css';

/**
 * `/evd-leads-dashboard` (access_evdati_leads): the signed-in user's own leads in figures: the
 * funnel (a chart and the same figures in a table), the conversion (won of won or lost) and
 * the follow-ups due today or earlier.
 */
export function LeadsDashboardScreen() {
  const { pathFor } = useResourceRegistry();
  return (
    <section className={styles.page} aria-label="Leads dashboard">
      <div className={styles.toolbar}>
        <p className={styles.intro}>Your leads, from first contact to won or lost.</p>
        <div className={styles.links}>
          <Link href={pathFor('evd-leads')}>All my leads</Link>
          <Link href={pathFor('new-evd-lead')}>New lead</Link>
        </div>
      </div>
      <LeadsFunnel />
    </section>
  );
}
