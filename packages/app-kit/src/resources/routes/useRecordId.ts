import { useParams } from 'react-router-dom';

/** The `:id` of the address as a record id, or null when it cannot name one. */
export function useRecordId(): number | null {
  const id = Number(useParams().id);
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}
