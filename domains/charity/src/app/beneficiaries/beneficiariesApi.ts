/** The calls of the beneficiary screens beyond the resource hooks. */
import { useApiClient } from '@backoffice/api-client';
import { useRecord } from '@backoffice/app-kit/resources';
import { resourcePath } from '@backoffice/contract';
import useSWR from 'swr';
import { beneficiariesResource } from '../../resources/beneficiaries';
import type { Beneficiary, Received } from './beneficiaryTypes';

/** A beneficiary with the projects they are in and the packages handed to them. */
export function useBeneficiary(id: number | null) {
  const client = useApiClient();
  const answer = useRecord(beneficiariesResource, id);
  const person = answer.data as Beneficiary | undefined;
  const received = useSWR(
    id === null || !person ? null : [beneficiariesResource.segment, id, 'received', person.version],
    () =>
      client
        .get<{ data: Received }>(`${resourcePath(beneficiariesResource, id!)}/received`)
        .then((view) => view.data),
  );
  return { ...answer, data: person, received };
}
