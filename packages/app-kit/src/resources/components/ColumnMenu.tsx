import { columnField, type ResourceDefinition } from '@backoffice/contract';
import { Button } from '@backoffice/ui/Button';
import { Icon } from '@backoffice/ui/Icon';
import { Menu, MenuItem, MenuTrigger } from '@backoffice/ui/Menu';

export interface ColumnMenuProps {
  resource: ResourceDefinition;
  /** Every column the list may show, in order. */
  columns: readonly string[];
  /** The columns shown now. */
  shown: readonly string[];
  onChange: (shown: string[]) => void;
}

/** A menu of the list's columns with a check beside each one shown; the last one cannot go. */
export function ColumnMenu({ resource, columns, shown, onChange }: ColumnMenuProps) {
  return (
    <MenuTrigger>
      <Button variant="secondary">
        <Icon name="layers" />
        Columns
      </Button>
      <Menu
        aria-label="Columns"
        selectionMode="multiple"
        selectedKeys={shown}
        disallowEmptySelection
        onSelectionChange={(keys) => {
          const chosen = keys === 'all' ? [...columns] : columns.filter((name) => keys.has(name));
          if (chosen.length > 0) onChange(chosen);
        }}
      >
        {columns.map((name) => (
          <MenuItem key={name} id={name}>
            {columnField(resource, name)?.label ?? name}
          </MenuItem>
        ))}
      </Menu>
    </MenuTrigger>
  );
}
