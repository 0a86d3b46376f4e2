import { BRAND, defineResource } from '@backoffice/contract';
import { dayField, flockField } from '../fields';

/** A feeding's cost in cents: kg x the cost of a bag on its day / the bag's weight, to the cent. */
export function feedingCost(quantityKg: number, costPerBag: number, bagWeightKg: number): number {
  if (bagWeightKg <= 0) return 0;
  return Math.round((quantityKg * costPerBag) / bagWeightKg);
}

/**
 * Feed given to one flock on one day: the feed type and the kilograms (whole). The server sets
 * the cost from the feed type's cost per bag on the log's day (its cost history) and who
 * recorded it; the feed leaves the feed type's stock item. A correction recosts and reposts it.
 */
export const layerFeedingLogsResource = defineResource({
  name: 'layer_feeding_logs',
  segment: 'layer-feeding-logs',
  singular: 'feeding log',
  plural: 'feeding logs',
  scope: 'brand',
  brands: [BRAND.poultry],
  titleField: 'fed_on',
  routes: {
    list: 'layer-feeding-logs',
    create: 'new-layer-feeding-log',
    detail: 'view-layer-feeding-log',
  },
  fields: {
    fed_on: dayField(),
    livestock_id: flockField(),
    feed_type_id: {
      type: 'reference',
      label: 'Feed type',
      resource: 'feed_types',
      rules: ['required'],
      listed: true,
      filterable: true,
    },
    quantity: {
      type: 'number',
      label: 'Quantity (kg)',
      rules: ['required', 'integer', 'min:1', 'max:100000'],
      listed: true,
      sortable: true,
    },
    cost: { type: 'money', label: 'Cost', readOnly: true, listed: true, sortable: true },
    notes: { type: 'text', label: 'Notes', rules: ['max:2000'] },
    recorded_by: { type: 'number', label: 'Recorded by (id)', rules: ['integer'], readOnly: true },
    recorded_by_name: { type: 'string', label: 'Recorded by', readOnly: true },
  },
  permissions: {
    list: 'access_feeding_logs',
    view: 'access_feeding_logs',
    create: 'access_feeding_logs',
    update: 'access_feeding_logs',
    delete: 'access_feeding_logs',
  },
  defaultSort: { field: 'fed_on', direction: 'desc' },
  listTotals: ['quantity', 'cost'],
});
