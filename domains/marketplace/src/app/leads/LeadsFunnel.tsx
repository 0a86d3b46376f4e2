import { useResourceRegistry } from '@backoffice/app-kit';
import { AlertMessage } from '@backoffice/app-kit/components';
import { displayValue, type ResourceRow } from '@backoffice/app-kit/resources';
import { Badge } from '@backoffice/ui/Badge';
import { EmptyState } from '@backoffice/ui/EmptyState';
import { Icon } from '@backoffice/ui/Icon';
import { Link } from '@backoffice/ui/Link';
import { Skeleton } from '@backoffice/ui/Skeleton';
import { evdLeadsResource as leads } from '../../resources/leads';
import { type FunnelFigures, percent, stageLabel, stageTone } from './leadFigures';
import * as styles from './leads.css';
import { useLeadFigures } from './useLeadFigures';

const barStyle = (stage: string) =>
  stage === 'won' ? styles.barWon : stage === 'lost' ? styles.barLost : styles.bar;

/** The four figures at the top: open leads, won, the conversion, follow-ups due. */
function Cards({ figures, due }: { figures: FunnelFigures; due: number }) {
  const won = figures.stages.find((s) => s.stage === 'won')?.count ?? 0;
  const cards: [string, string][] = [
    ['Open leads', String(figures.open)],
    ['Won', String(won)],
    ['Conversion', figures.conversion === null ? 'None closed yet' : percent(figures.conversion)],
    ['Follow-ups due', String(due)],
  ];
  return (
    <dl className={styles.cards}>
      {cards.map(([label, value]) => (
        <div key={label} className={styles.card}>
          <dt className={styles.cardLabel}>{label}</dt>
          <dd className={styles.cardFigure}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The funnel: a bar per stage (one picture for screen readers, its figures in its name), and
 * the same figures in a table with each stage's share; the conversion under it.
 */
function Funnel({ figures }: { figures: FunnelFigures }) {
  const most = Math.max(1, ...figures.stages.map((s) => s.count));
  const spoken = figures.stages.map((s) => `${stageLabel(s.stage)} ${s.count}`).join(', ');
  return (
    <section className={styles.section} aria-labelledby="leads-funnel">
      <h2 id="leads-funnel" className={styles.heading}>
        Funnel
      </h2>
      <div className={styles.funnel}>
        <figure className={styles.chart}>
          <figcaption className={styles.caption}>Leads by stage</figcaption>
          <div className={styles.bars} role="img" aria-label={`Leads by stage: ${spoken}.`}>
            {figures.stages.map((s) => (
              <div key={s.stage} className={styles.barRow}>
                <span>{stageLabel(s.stage)}</span>
                <span className={styles.barTrack}>
                  <span
                    className={barStyle(s.stage)}
                    style={{ display: 'block', width: `${(s.count / most) * 100}%` }}
                  />
                </span>
                <span className={styles.figure}>{s.count}</span>
              </div>
            ))}
          </div>
        </figure>
        <table className={styles.table}>
          <caption className={styles.tableCaption}>Leads by stage, in figures</caption>
          <thead>
            <tr>
              <th scope="col" className={styles.cell}>
                Stage
              </th>
              <th scope="col" className={styles.numberCell}>
                Leads
              </th>
              <th scope="col" className={styles.numberCell}>
                Share
              </th>
            </tr>
          </thead>
          <tbody>
            {figures.stages.map((s) => (
              <tr key={s.stage}>
                <th scope="row" className={styles.cell}>
                  {stageLabel(s.stage)}
                </th>
                <td className={styles.numberCell}>{s.count}</td>
                <td className={styles.numberCell}>{percent(s.share)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" className={styles.cell}>
                Total
              </th>
              <td className={styles.numberCell}>{figures.total}</td>
              <td className={styles.numberCell}>{figures.total === 0 ? '' : '100.0%'}</td>
            </tr>
          </tfoot>
        </table>
      </div>
      <p className={styles.intro}>
        {figures.conversion === null
          ? 'Conversion: no lead is won or lost yet.'
          : `Conversion: ${percent(figures.conversion)} of closed leads were won (${
              figures.stages.find((s) => s.stage === 'won')?.count ?? 0
            } won of ${figures.closed} won or lost).`}
      </p>
    </section>
  );
}

/** The open leads whose follow-up is today or past, oldest first, each opening its lead. */
function FollowUpsDue({
  rows,
  total,
  showOwner,
}: {
  rows: ResourceRow[];
  total: number;
  showOwner: boolean;
}) {
  const { pathFor } = useResourceRegistry();
  return (
    <section className={styles.section} aria-labelledby="leads-due">
      <h2 id="leads-due" className={styles.heading}>
        Follow-ups due
      </h2>
      {rows.length === 0 ? (
        <EmptyState
          size="sm"
          headingLevel={3}
          icon={<Icon name="check" />}
          title="No follow-ups due"
          description="Every open lead's next follow-up is after today."
        />
      ) : (
        <table className={styles.table}>
          <caption className={styles.tableCaption}>
            {total > rows.length
              ? `The ${rows.length} oldest of ${total} follow-ups due`
              : `${total} follow-up${total === 1 ? '' : 's'} due today or earlier`}
          </caption>
          <thead>
            <tr>
              <th scope="col" className={styles.cell}>
                Business
              </th>
              <th scope="col" className={styles.cell}>
                Contact
              </th>
              <th scope="col" className={styles.cell}>
                Stage
              </th>
              <th scope="col" className={styles.cell}>
                Follow up on
              </th>
              {showOwner && (
                <th scope="col" className={styles.cell}>
                  Owner
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <th scope="row" className={styles.cell}>
                  <Link href={pathFor('edit-evd-lead', { id: row.id })}>
                    {String(row.business)}
                  </Link>
                </th>
                <td className={styles.cell}>{String(row.contact_name ?? '')}</td>
                <td className={styles.cell}>
                  <Badge tone={stageTone(String(row.stage))}>{stageLabel(String(row.stage))}</Badge>
                </td>
                <td className={styles.cell}>
                  {displayValue(leads.fields.next_follow_up, row.next_follow_up)}
                </td>
                {showOwner && <td className={styles.cell}>{String(row.owner_name ?? '')}</td>}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/**
 * The leads' figures as the signed-in user reaches them: cards, the funnel (chart and table),
 * the conversion, and the follow-ups due. `showOwner` adds the owner to the follow-ups (a
 * manager's view of every lead).
 */
export function LeadsFunnel({ showOwner = false }: { showOwner?: boolean }) {
  const { figures, due, failed } = useLeadFigures();
  if (failed) return <AlertMessage>The leads' figures could not be loaded.</AlertMessage>;
  if (!figures || !due)
    return <Skeleton variant="block" label="Loading the leads' figures" height="18rem" />;
  return (
    <>
      <Cards figures={figures} due={due.total} />
      <Funnel figures={figures} />
      <FollowUpsDue rows={due.rows} total={due.total} showOwner={showOwner} />
    </>
  );
}
