import type { ResourceRow } from '@backoffice/app-kit/resources';
import type { StoredFile } from '@backoffice/contract';
import type { BeneficiaryStatus } from '../../resources/beneficiaries';

/** A beneficiary as `GET /api/beneficiaries/{id}` answers it. */
export interface Beneficiary extends ResourceRow {
  name: string;
  gender: 'female' | 'male';
  date_of_birth: string | null;
  phone: string | null;
  address: string | null;
  state_id: number;
  category_id: number;
  household_size: number;
  id_document: StoredFile | null;
  status: BeneficiaryStatus;
  duplicate_confirmed: boolean;
}

/** A project a beneficiary is in (`received` view), with the day they received, if they did. */
export interface ReceivedProject {
  id: number;
  name: string;
  status: string;
  starts_on: string | null;
  ends_on: string | null;
  handed_over_on: string | null;
}

/** A package handed to a beneficiary (`received` view): its project, day, hands and items. */
export interface ReceivedPackage {
  project_id: number;
  project_name: string;
  handed_over_on: string;
  handed_over_by_name: string | null;
  collected_by: string | null;
  items: { name: string; unit: string; quantity: number }[];
}

/** `GET /api/beneficiaries/{id}/received`. */
export interface Received {
  projects: ReceivedProject[];
  packages: ReceivedPackage[];
}

export const STATUS_LABELS: Readonly<Record<BeneficiaryStatus, string>> = {
  active: 'Active',
  inactive: 'Inactive',
  deceased: 'Deceased',
};
