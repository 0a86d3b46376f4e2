/**
 * The charity brand's reference lists on a new install, so its settings pages open on real
 * rows: package item types, project types and beneficiary categories.
 */
import { BRAND } from '@backoffice/contract';
import type { Executor } from '@backoffice/server-kit';
import { sql } from 'drizzle-orm';

const brandId = BRAND.charity;

const PACKAGE_ITEM_TYPES = [
  { name: 'Rice', unit: 'kg', description: 'Long-grain rice in 5 kg bags.' },
  { name: 'Cooking oil', unit: 'litre', description: null },
  { name: 'Hygiene kit', unit: 'kit', description: 'Soap, toothpaste and towels for a family.' },
] as const;

const PROJECT_TYPES = [
  { name: 'Food relief', description: 'Monthly food packages to registered families.' },
  { name: 'Education', description: 'School supplies and fees.' },
  { name: 'Clean water', description: 'Wells and filters for villages.' },
] as const;

const BENEFICIARY_CATEGORIES = [
  { name: 'Families', description: 'Households with children.', active: true },
  { name: 'Elderly', description: 'People over 65 living alone.', active: true },
  { name: 'Students', description: null, active: false },
] as const;

/** Adds the rows inside the demo seed's transaction. */
export async function seedCharity(tx: Executor): Promise<void> {
  for (const type of PACKAGE_ITEM_TYPES) {
    await tx.execute(sql`insert into package_item_types (brand_id, name, unit, description)
      values (${brandId}, ${type.name}, ${type.unit}, ${type.description})`);
  }
  for (const type of PROJECT_TYPES) {
    await tx.execute(sql`insert into project_types (brand_id, name, description)
      values (${brandId}, ${type.name}, ${type.description})`);
  }
  for (const category of BENEFICIARY_CATEGORIES) {
    await tx.execute(sql`insert into beneficiary_categories (brand_id, name, description, active)
      values (${brandId}, ${category.name}, ${category.description}, ${category.active})`);
  }
}
