/** The calls of the donation screens beyond the resource hooks. */
import { type ApiClient, saveBlobAsFile } from '@backoffice/api-client';
import { useRecords } from '@backoffice/app-kit/resources';
import { IDEMPOTENCY_HEADER, resourcePath } from '@backoffice/contract';
import { donationsResource } from '../../resources/donations';
import { packageItemsResource } from '../../resources/packageItems';
import type { Donation, ItemOption } from './donationTypes';

/** What the form sends: the kind's own fields only (the server drops the other kind's). */
export interface DonationInput {
  donor: string;
  donor_contact: string;
  received_on: string;
  kind: 'cash' | 'in_kind';
  amount: number | null;
  payment_method: string | null;
  /** The project the gift is for, or none. */
  project_id: number | null;
  notes: string;
  lines: { package_item_id: number | null; quantity: number | null }[];
}

function bodyOf(input: DonationInput) {
  const cash = input.kind === 'cash';
  return {
    donor: input.donor,
    donor_contact: input.donor_contact,
    received_on: input.received_on,
    kind: input.kind,
    project_id: input.project_id ?? '',
    notes: input.notes,
    ...(cash
      ? { amount: input.amount ?? '', payment_method: input.payment_method ?? '' }
      : {
          lines: input.lines.map((line) => ({
            package_item_id: line.package_item_id ?? '',
            quantity: line.quantity ?? '',
          })),
        }),
  };
}

/** `POST /api/donations`: numbered by the server. */
export async function createDonation(
  client: ApiClient,
  input: DonationInput,
  idempotencyKey: string,
): Promise<Donation> {
  const answer = await client.post<{ data: Donation }>(
    resourcePath(donationsResource),
    bodyOf(input),
    { headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } },
  );
  return answer.data;
}

/** `PUT /api/donations/{id}` from the version the form was opened at. */
export async function updateDonation(
  client: ApiClient,
  donation: Pick<Donation, 'id' | 'version'>,
  input: DonationInput,
): Promise<Donation> {
  const answer = await client.put<{ data: Donation }>(
    resourcePath(donationsResource, donation.id),
    { ...bodyOf(input), version: donation.version },
  );
  return answer.data;
}

/** The receipt (`GET /api/donations/{id}/print`), saved as `RCT-000012.pdf`. */
export async function downloadReceipt(
  client: ApiClient,
  donation: Pick<Donation, 'id' | 'receipt_number'>,
): Promise<void> {
  const blob = await client.get<Blob>(`${resourcePath(donationsResource, donation.id)}/print`, {
    responseType: 'blob',
  });
  saveBlobAsFile(blob, `${donation.receipt_number}.pdf`);
}

const ITEMS_QUERY = 'per_page=100&sort=name&direction=asc';

/** The brand's package items, by name, for the lines of an in-kind donation. */
export function usePackageItemOptions() {
  const answer = useRecords(packageItemsResource, ITEMS_QUERY);
  return {
    items: (answer.data?.items ?? []) as unknown as ItemOption[],
    isLoading: answer.isLoading,
    error: answer.error,
  };
}
