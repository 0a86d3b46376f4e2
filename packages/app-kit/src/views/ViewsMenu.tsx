import type { SavedView } from '@backoffice/contract';
import { AlertDialog } from '@backoffice/ui/AlertDialog';
import { Icon } from '@backoffice/ui/Icon';
import { Menu, MenuItem, MenuSection, MenuSeparator, MenuTrigger } from '@backoffice/ui/Menu';
import type { Key } from 'react';
import * as styles from './SavedViewMenu.css';
import { ViewNameDialog } from './ViewNameDialog';
import { ViewsButton } from './ViewsButton';
import { VIEW_KEY, type ViewDialog } from './viewsMenuKeys';

/** What the saved views' menu draws, from `SavedViewMenu`'s state. */
export interface ViewsMenuProps {
  views: readonly SavedView[] | undefined;
  failed: boolean;
  shown: SavedView | undefined;
  /** Opens the menu as it is drawn (its button was pressed before the menu's file came). */
  openAtOnce: boolean;
  /** Focuses the menu's button as it is drawn (its stand-in had the focus). */
  focusAtOnce: boolean;
  onAction: (key: Key) => void;
  open: ViewDialog;
  onClose: () => void;
  onSaveNew: (values: { name: string; shared: boolean; isDefault: boolean }) => Promise<void>;
  onRename: (name: string) => Promise<void>;
  onDelete: () => Promise<void>;
}

function ViewItem({ view }: { view: SavedView }) {
  return (
    <MenuItem id={`${VIEW_KEY}${view.id}`} textValue={view.name}>
      <span>
        {view.name}
        {(view.is_default || !view.mine) && (
          <span className={styles.itemNote}>
            {[view.mine ? null : view.owner.name, view.is_default ? 'Opens the list' : null]
              .filter(Boolean)
              .join(' · ')}
          </span>
        )}
      </span>
    </MenuItem>
  );
}

/**
 * The saved views' menu and its dialogs (react-aria's menu, popover and modal with them), in a
 * file of their own: `SavedViewMenu` draws it once a list's first screen has shown, its button
 * standing in until then.
 */
export function ViewsMenu({
  views,
  failed,
  shown,
  openAtOnce,
  focusAtOnce,
  onAction,
  open,
  onClose,
  onSaveNew,
  onRename,
  onDelete,
}: ViewsMenuProps) {
  const mine = views?.filter((view) => view.mine) ?? [];
  const shared = views?.filter((view) => !view.mine) ?? [];
  const selected = shown ? [`${VIEW_KEY}${shown.id}`] : [];
  return (
    <>
      <MenuTrigger defaultOpen={openAtOnce}>
        <ViewsButton shown={shown} autoFocus={focusAtOnce} />
        <Menu aria-label="Views" onAction={onAction}>
          {mine.length > 0 && (
            <MenuSection title="My views" selectionMode="single" selectedKeys={selected}>
              {mine.map((view) => (
                <ViewItem key={view.id} view={view} />
              ))}
            </MenuSection>
          )}
          {shared.length > 0 && (
            <MenuSection
              title="Shared with the brand"
              selectionMode="single"
              selectedKeys={selected}
            >
              {shared.map((view) => (
                <ViewItem key={view.id} view={view} />
              ))}
            </MenuSection>
          )}
          {views?.length === 0 && (
            <MenuItem id="none" isDisabled>
              No saved views yet
            </MenuItem>
          )}
          {failed && !views && (
            <MenuItem id="failed" isDisabled>
              The views could not be loaded.
            </MenuItem>
          )}
          <MenuSeparator />
          <MenuSection aria-label="This view">
            <MenuItem id="save" icon={<Icon name="plus" />}>
              Save current view…
            </MenuItem>
            {shown?.mine && (
              <MenuItem id="rename" icon={<Icon name="edit" />}>
                Rename view…
              </MenuItem>
            )}
            {shown && !shown.is_default && (
              <MenuItem id="default" icon={<Icon name="star" />}>
                Set as default
              </MenuItem>
            )}
            {shown?.is_default && (
              <MenuItem id="undefault" icon={<Icon name="star" />}>
                Stop opening with it
              </MenuItem>
            )}
            {shown?.mine && (
              <MenuItem id="delete" icon={<Icon name="trash" />} variant="danger">
                Delete view…
              </MenuItem>
            )}
          </MenuSection>
        </Menu>
      </MenuTrigger>
      {open === 'save' && (
        <ViewNameDialog
          title="Save current view"
          submitLabel="Save view"
          withOptions
          onClose={onClose}
          onSave={onSaveNew}
        />
      )}
      {open === 'rename' && shown && (
        <ViewNameDialog
          title={`Rename “${shown.name}”`}
          submitLabel="Rename"
          initialName={shown.name}
          onClose={onClose}
          onSave={({ name }) => onRename(name)}
        />
      )}
      {open === 'delete' && shown && (
        <AlertDialog
          isOpen
          onOpenChange={(isOpen) => !isOpen && onClose()}
          variant="destructive"
          title={`Delete the view “${shown.name}”?`}
          confirmLabel="Delete"
          onConfirm={onDelete}
        >
          The list stays as it is; only the saved view goes, for everyone it was shared with.
        </AlertDialog>
      )}
    </>
  );
}
