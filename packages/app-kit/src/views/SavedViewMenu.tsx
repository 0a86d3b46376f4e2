import { ApiError } from '@backoffice/api-client';
import { MESSAGES, type ResourceDefinition, type SavedView } from '@backoffice/contract';
import { type Key, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { InTurn } from '../loading/DrawInTurns';
import { loadOnce } from '../loading/loadOnce';
import { useToast } from '../toast/toast';
import { useSavedViewActions, useSavedViews } from './savedViewsApi';
import { useDefaultView } from './useDefaultView';
import { ViewsButton } from './ViewsButton';
import { currentView, viewAddress, viewQuery } from './viewQuery';
import { VIEW_KEY, type ViewDialog } from './viewsMenuKeys';

/**
 * The menu and its dialogs (react-aria's menu, popover and modal with them) come after a list's
 * first screen, in their turn; the "Views" button stands in until then, and a press on it or the
 * focus it has carries over to the menu's.
 */
const VIEWS_MENU = loadOnce(() => import('./ViewsMenu').then((m) => m.ViewsMenu));

export interface SavedViewMenuProps {
  resource: ResourceDefinition;
  /** The list's columns: those shown now (saved with a view) and how to show a view's. */
  columns?: { shown: readonly string[]; apply(columns: string[]): void };
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
  const [open, setOpen] = useState<ViewDialog>(null);
  /** The view last picked or saved here, shown when another view holds the same query. */
  const [chosen, setChosen] = useState<number | null>(null);
  const shown = views ? currentView(views, address, chosen) : undefined;
  /** The stand-in button was pressed, or has the focus, before the menu's file came. */
  const [early, setEarly] = useState<'pressed' | 'focused' | null>(null);

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

  return (
    <InTurn
      files={VIEWS_MENU}
      placeholder={
        <ViewsButton
          shown={shown}
          onPress={() => setEarly('pressed')}
          onKeyDown={(event) => {
            // As on the menu's own button, the arrow keys open it.
            if (event.key === 'ArrowDown' || event.key === 'ArrowUp') setEarly('pressed');
            else event.continuePropagation();
          }}
          onFocus={() => setEarly((was) => was ?? 'focused')}
          onBlur={() => setEarly((was) => (was === 'focused' ? null : was))}
        />
      }
    >
      {(ViewsMenu) => (
        <ViewsMenu
          views={views}
          failed={Boolean(error)}
          shown={shown}
          openAtOnce={early === 'pressed'}
          focusAtOnce={early !== null}
          onAction={onAction}
          open={open}
          onClose={() => setOpen(null)}
          onSaveNew={async ({ name, shared: isShared, isDefault }) => {
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
          onRename={async (name) => {
            if (!shown) return;
            await actions.update(shown.id, { name, version: shown.version });
            toast('View renamed.', 'positive');
          }}
          onDelete={() =>
            shown ? attempt(() => actions.remove(shown.id), 'View deleted.') : Promise.resolve()
          }
        />
      )}
    </InTurn>
  );
}
