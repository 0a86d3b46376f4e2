import { ApiError } from '@backoffice/api-client';
import { MESSAGES, type ResourceDefinition, type SavedView } from '@backoffice/contract';
import { AlertDialog } from '@backoffice/ui/AlertDialog';
import { Button } from '@backoffice/ui/Button';
import { Icon } from '@backoffice/ui/Icon';
import { Menu, MenuItem, MenuSection, MenuSeparator, MenuTrigger } from '@backoffice/ui/Menu';
import { type Key, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useToast } from '../toast/toast';
import * as styles from './SavedViewMenu.css';
import { useSavedViewActions, useSavedViews } from './savedViewsApi';
import { useDefaultView } from './useDefaultView';
import { ViewNameDialog } from './ViewNameDialog';
import { currentView, viewAddress, viewQuery } from './viewQuery';

export interface SavedViewMenuProps {
  resource: ResourceDefinition;
  /** The list's columns: those shown now (saved with a view) and how to show a view's. */
  columns?: { shown: readonly string[]; apply(columns: string[]): void };
}

type Open = 'save' | 'rename' | 'delete' | null;

const VIEW_KEY = 'view:';

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
 * The list's saved views: a "Views" menu of the user's own and the brand's shared views (the one
 * the address shows checked), which sets the address's query (and the columns) of the one
 * picked; "Save current view…" names the list as it is now, shared or not, and may make it the
 * one the list opens with; the view shown can be renamed or deleted (the user's own) and made
 * or unmade the default. A list opened with nothing in its query shows the default view.
 */
export function SavedViewMenu({ resource, columns }: SavedViewMenuProps) {
  const [address, setAddress] = useSearchParams();
  const { data: views, error } = useSavedViews(resource.name);
  const actions = useSavedViewActions(resource.name);
  const toast = useToast();
  const [open, setOpen] = useState<Open>(null);
  /** The view last picked or saved here, shown when another view holds the same query. */
  const [chosen, setChosen] = useState<number | null>(null);
  const shown = views ? currentView(views, address, chosen) : undefined;
  const mine = views?.filter((view) => view.mine) ?? [];
  const shared = views?.filter((view) => !view.mine) ?? [];

  function apply(view: SavedView, replace: boolean) {
    setChosen(view.id);
    setAddress((now) => viewAddress(view, now), { replace });
    if (view.columns && columns) columns.apply([...view.columns]);
  }
  useDefaultView(views, address, (view) => apply(view, true));

  async function attempt(change: () => Promise<unknown>, done: string) {
    try {
      await change();
      toast(done, 'positive');
    } catch (failure) {
      toast(
        failure instanceof ApiError && failure.status < 500 ? failure.message : MESSAGES.general,
      );
    }
  }

  function onAction(key: Key) {
    const id = String(key);
    if (id.startsWith(VIEW_KEY)) {
      const view = views?.find((one) => `${VIEW_KEY}${one.id}` === id);
      if (view) apply(view, false);
    } else if (id === 'save' || id === 'rename' || id === 'delete') {
      setOpen(id);
    } else if (id === 'default' && shown) {
      void attempt(() => actions.setDefault(shown.id), `The list opens with “${shown.name}”.`);
    } else if (id === 'undefault' && shown) {
      void attempt(() => actions.clearDefault(shown.id), 'The list opens as it is.');
    }
  }

  const selected = shown ? [`${VIEW_KEY}${shown.id}`] : [];
  return (
    <>
      <MenuTrigger>
        <Button variant="secondary" aria-label={shown ? `Views: ${shown.name}` : 'Views'}>
          <Icon name="eye" />
          <span>
            Views
            {shown && (
              <>
                : <span className={styles.current}>{shown.name}</span>
              </>
            )}
          </span>
        </Button>
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
          {error && !views && (
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
          onClose={() => setOpen(null)}
          onSave={async ({ name, shared: isShared, isDefault }) => {
            const saved = await actions.create({
              name,
              query: viewQuery(address),
              columns: columns ? columns.shown : null,
              shared: isShared,
            });
            if (isDefault) await actions.setDefault(saved.id);
            setChosen(saved.id);
            toast(`View “${saved.name}” saved.`, 'positive');
          }}
        />
      )}
      {open === 'rename' && shown && (
        <ViewNameDialog
          title={`Rename “${shown.name}”`}
          submitLabel="Rename"
          initialName={shown.name}
          onClose={() => setOpen(null)}
          onSave={async ({ name }) => {
            await actions.update(shown.id, { name, version: shown.version });
            toast('View renamed.', 'positive');
          }}
        />
      )}
      {open === 'delete' && shown && (
        <AlertDialog
          isOpen
          onOpenChange={(isOpen) => !isOpen && setOpen(null)}
          variant="destructive"
          title={`Delete the view “${shown.name}”?`}
          confirmLabel="Delete"
          onConfirm={() => attempt(() => actions.remove(shown.id), 'View deleted.')}
        >
          The list stays as it is; only the saved view goes, for everyone it was shared with.
        </AlertDialog>
      )}
    </>
  );
}
