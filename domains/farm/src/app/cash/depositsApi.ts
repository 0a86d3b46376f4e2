/**
 * The calls of the deposit screens: the undeposited cash (the report-like endpoint
 * `GET /api/jf-undeposited-cash`, under `access_deposits`), and a deposit's save with its items
 * as lines (an idempotency key on create; the version it was opened at on change).
 */
import { type ApiClient, useApiClient } from '@backoffice/api-client';
import type { ResourceRow } from '@backoffice/app-kit/resources';
import {
  businessToday,
  IDEMPOTENCY_HEADER,
  resourcePath,
  type UnusualValue,
  unusualValues,
} from '@backoffice/contract';
import useSWR from 'swr';
import { type CashItem, undepositedCashReport } from '../../reports/cash';
import type { UndepositedCash } from '../../reports/cash/undepositedCash';
import { depositsResource } from '../../resources/cash/deposits';

/** The key of an item across kinds: `sale:12`, `payment:4`. */
export const itemKey = (item: Pick<CashItem, 'kind' | 'id'>) => `${item.kind}:${item.id}`;

/** Every undeposited cash item up to today (the list's figure and the deposit's choices). */
export function useUndepositedCash() {
  const client = useApiClient();
  const path = `/api/${undepositedCashReport.name}?fromDate=2000-01-01&thruDate=${businessToday()}`;
  return useSWR(['undeposited-cash', path], () => client.get<UndepositedCash>(path));
}

/**
 * A deposit's amount, the chosen cash's sum, when it is far above a usual deposit
 * (`unusualValues`): what its forms ask about before they save ('Amount: $250,000.00').
 */
export function unusualDeposit(total: number): UnusualValue[] {
  return unusualValues({ amount: depositsResource.computed.amount }, null, { amount: total });
}

/** The deposit's fields as its forms hold them. */
export interface DepositInput {
  deposited_on: string;
  account: string;
  reference: string;
  notes: string;
  /** A chosen file replaces the slip; null clears it; undefined keeps it. */
  slip?: File | null;
  items: readonly Pick<CashItem, 'kind' | 'id'>[];
}

function bodyOf(input: DepositInput) {
  return {
    deposited_on: input.deposited_on,
    account: input.account,
    reference: input.reference,
    notes: input.notes,
    ...(input.slip === undefined ? {} : { slip: input.slip ?? '' }),
    lines: input.items.map((item) =>
      item.kind === 'sale' ? { sale_id: item.id } : { invoice_payment_id: item.id },
    ),
  };
}

/** `POST /api/jf-deposits` with the form's key, so a repeated press answers the first deposit. */
export async function createDeposit(client: ApiClient, input: DepositInput, key: string) {
  return (
    await client.post<{ data: ResourceRow }>(resourcePath(depositsResource), bodyOf(input), {
      headers: { [IDEMPOTENCY_HEADER]: key },
    })
  ).data;
}

/** `PUT /api/jf-deposits/{id}` with the version the form was opened at. */
export async function updateDeposit(
  client: ApiClient,
  id: number,
  version: number | undefined,
  input: DepositInput,
) {
  const body = { ...bodyOf(input), ...(version === undefined ? {} : { version }) };
  return (await client.put<{ data: ResourceRow }>(resourcePath(depositsResource, id), body)).data;
}
