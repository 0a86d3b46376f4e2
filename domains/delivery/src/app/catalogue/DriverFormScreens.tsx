import { recordLoadState, useRecord, useRecordId } from '@backoffice/app-kit/resources';
import { jfdDriversResource as drivers } from '../../resources/catalogue';
import { DriverForm } from './DriverForm';

/** `/drivers/new`: a Driver user of the brand made a driver. */
export function NewDriverScreen() {
  return <DriverForm />;
}

/** `/drivers/{id}/edit`: a driver's user, licence, vehicle and availability. */
export function EditDriverScreen() {
  const id = useRecordId();
  const answer = useRecord(drivers, id);
  const waiting = recordLoadState(id, answer, drivers.singular);
  if (waiting || !answer.data) return waiting;
  return <DriverForm key={answer.data.id} driver={answer.data} />;
}
