import { displayValue, type ResourceRow } from '@backoffice/app-kit/resources';
import type { FieldDefinition, ResourceDefinition } from '@backoffice/contract';
import type { DataTableColumn } from '@backoffice/ui/DataTable';
import { Link } from '@backoffice/ui/Link';
import { StatusBadge } from './StatusBadge';

/**
 * Table columns from a definition's fields (and computed fields): money to the end, a status
 * as its badge, the first column the row's header and, with `href`, a link to the record.
 */
export function fieldColumns(
  resource: ResourceDefinition,
  names: readonly string[],
  href?: (row: ResourceRow) => string | null,
): DataTableColumn<ResourceRow>[] {
  return names.map((name, index) => {
    const field = (resource.fields[name] ?? resource.computed[name]) as FieldDefinition;
    return {
      id: name,
      title: field.label,
      sortable: field.sortable ?? false,
      align: field.type === 'money' || field.type === 'number' ? 'end' : 'start',
      isRowHeader: index === 0,
      render: (row) => {
        if (name === resource.stateField) return <StatusBadge status={row[name]} />;
        const text = displayValue(field, row[name], row.labels[name]);
        const link = index === 0 && href ? href(row) : null;
        return link ? <Link href={link}>{text}</Link> : text;
      },
    };
  });
}
