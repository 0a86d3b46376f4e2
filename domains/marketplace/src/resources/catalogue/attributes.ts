import { BRAND, defineResource, everyAction, nameField } from '@backoffice/contract';
import { PRODUCT_READERS, referenceField, settingsRoutes } from './parts';

/** How an attribute's values read: a size, a colour, a measure, a material or free text. */
export const ATTRIBUTE_KINDS = ['size', 'colour', 'measure', 'material', 'text'] as const;

/** A property products are described by (Size, Colour, Weight, Material). */
export const evdAttributesResource = defineResource({
  name: 'evd_attributes',
  segment: 'evd-attributes',
  singular: 'attribute',
  plural: 'attributes',
  scope: 'brand',
  brands: [BRAND.marketplace],
  titleField: 'name',
  routes: settingsRoutes('evd-attributes', 'evd-attribute'),
  fields: {
    name: nameField(['max:100']),
    kind: {
      type: 'enum',
      label: 'Kind',
      options: ATTRIBUTE_KINDS,
      rules: ['required'],
      default: 'text',
      listed: true,
      filterable: true,
    },
  },
  readers: PRODUCT_READERS,
  permissions: everyAction('access_evdati_attributes'),
  defaultSort: { field: 'name', direction: 'asc' },
});

/** One value an attribute may take (Size: S, M, L); unique within its attribute. */
export const evdAttributeValuesResource = defineResource({
  name: 'evd_attribute_values',
  segment: 'evd-attribute-values',
  singular: 'attribute value',
  plural: 'attribute values',
  scope: 'brand',
  brands: [BRAND.marketplace],
  titleField: 'value',
  routes: settingsRoutes('evd-attribute-values', 'evd-attribute-value'),
  fields: {
    attribute_id: referenceField('Attribute', 'evd_attributes'),
    value: {
      type: 'string',
      label: 'Value',
      rules: ['required', 'max:100'],
      listed: true,
      searchable: true,
      sortable: true,
    },
  },
  readers: PRODUCT_READERS,
  permissions: everyAction('access_evdati_attributes'),
  defaultSort: { field: 'value', direction: 'asc' },
});

/** An attribute a category's products are described by; `required` ones must be given. */
export const evdCategoryAttributesResource = defineResource({
  name: 'evd_category_attributes',
  segment: 'evd-category-attributes',
  singular: 'category attribute',
  plural: 'category attributes',
  scope: 'brand',
  brands: [BRAND.marketplace],
  titleField: 'attribute_id',
  routes: settingsRoutes('evd-category-attributes', 'evd-category-attribute'),
  fields: {
    category_id: referenceField('Category', 'evd_categories'),
    attribute_id: referenceField('Attribute', 'evd_attributes'),
    required: {
      type: 'boolean',
      label: 'Required',
      default: false,
      listed: true,
      filterable: true,
    },
  },
  readers: PRODUCT_READERS,
  permissions: everyAction('access_evdati_attributes'),
});

/** An attribute a category's products vary by: each variant picks one of its values. */
export const evdCategoryVariantAttributesResource = defineResource({
  name: 'evd_category_variant_attributes',
  segment: 'evd-category-variant-attributes',
  singular: 'category variant attribute',
  plural: 'category variant attributes',
  scope: 'brand',
  brands: [BRAND.marketplace],
  titleField: 'attribute_id',
  routes: settingsRoutes('evd-category-variant-attributes', 'evd-category-variant-attribute'),
  fields: {
    category_id: referenceField('Category', 'evd_categories'),
    attribute_id: referenceField('Attribute', 'evd_attributes'),
  },
  readers: PRODUCT_READERS,
  permissions: everyAction('access_evdati_attributes'),
});
