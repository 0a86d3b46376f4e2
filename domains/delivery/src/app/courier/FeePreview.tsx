import { type FormValues, referenceQuery, useRecords } from '@backoffice/app-kit/resources';
import { formatMoney } from '@backoffice/contract';
import { jfdZonesResource } from '../../resources/catalogue';
import { COURIER_SIZES, type CourierSize, courierFee } from '../../resources/courier';
import { SIZE_LABELS } from './courierLabels';
import * as styles from './screens.css';

/** The zone's courier fee from the zones the form's select loaded (the same request). */
function useZoneFee(zoneId: unknown): number | null {
  const answer = useRecords(jfdZonesResource, referenceQuery(jfdZonesResource));
  const zone = answer.data?.items.find((row) => row.id === Number(zoneId));
  return zone ? Number(zone.courier_fee ?? 0) : null;
}

/**
 * What the request will cost as it is typed: the zone's fee, the size's and the weight's
 * surcharges and their total, the server's rule (`courierFee`). Announced politely as it
 * changes; it says what is missing until it can be worked out.
 */
export function FeePreview({ values }: { values: FormValues }) {
  const zoneFee = useZoneFee(values.zone_id);
  const size = COURIER_SIZES.find((option) => option === values.size) as CourierSize | undefined;
  const weight = Number(values.weight_kg);
  const ready = zoneFee !== null && size && values.weight_kg !== null && weight > 0;
  const fee = ready ? courierFee(zoneFee, size, weight) : null;
  return (
    <section className={styles.panel} aria-labelledby="fee-heading" aria-live="polite">
      <h3 id="fee-heading" className={styles.panelHeading}>
        Fee
      </h3>
      {fee && size ? (
        <dl className={styles.figures}>
          <div className={styles.figure}>
            <dt>Zone fee</dt>
            <dd>{formatMoney(fee.zone)}</dd>
          </div>
          <div className={styles.figure}>
            <dt>{SIZE_LABELS[size]} parcel</dt>
            <dd>{formatMoney(fee.size)}</dd>
          </div>
          <div className={styles.figure}>
            <dt>Weight over 5 kg</dt>
            <dd>{formatMoney(fee.weight)}</dd>
          </div>
          <div className={styles.grandFigure}>
            <dt>Total</dt>
            <dd>{formatMoney(fee.total)}</dd>
          </div>
        </dl>
      ) : (
        <p className={styles.muted}>Choose the zone and size and give the weight to see the fee.</p>
      )}
    </section>
  );
}
