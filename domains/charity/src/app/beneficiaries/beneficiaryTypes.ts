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

/** A project a beneficiary is in (`received` view). */
export interface ReceivedProject {
  id: number;
  name: string;
  status: string;
}

/** A package handed to a beneficiary (`received` view). */
export interface ReceivedPackage {
  project_id: number;
  project: string;
  handed_on: string;
  items: string;
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
