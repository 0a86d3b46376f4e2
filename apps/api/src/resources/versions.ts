/**
 * No lost updates. Every record carries a `version` (1 when created, one more at each change or
 * action). A change or an action may send the version it was based on; when the stored one has
 * moved on, it answers 409 with the record as it is now, so the form can show the other
 * person's values beside what was typed. Without a version, a change is taken as it comes (as
 * Laravel clients send it). The check runs on the locked row, in the save's transaction.
 */
import {
  normaliseInput,
  type ResourceDefinition,
  ruleMessage,
  staleRecordMessage,
} from '@backoffice/contract';
import { HttpError, unprocessable } from '../http/errors';
import type { Row } from './repository';

/** The version a request was based on: a whole number from 1, or null when it sends none. */
export function requestedVersion(body: unknown): number | null {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return null;
  const value = (normaliseInput({ version: (body as Row).version }) as Row).version;
  if (value === null || value === undefined) return null;
  const number =
    typeof value === 'number' || typeof value === 'string' ? Number(value) : Number.NaN;
  if (!Number.isInteger(number) || number < 1) {
    throw unprocessable({ version: [ruleMessage('integer', 'version')] });
  }
  return number;
}

/** Throws the 409 when the locked row's version is not the one the request was based on. */
export async function checkVersion(
  resource: ResourceDefinition,
  stored: Row,
  requested: number | null,
  current: () => Promise<unknown>,
): Promise<void> {
  if (requested === null || Number(stored.version) === requested) return;
  throw new HttpError(409, staleRecordMessage(resource), { data: await current() });
}
