import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { sampleVendors } from '../resources/testing/sampleResources';
import { clearToasts } from '../testing/clearToasts';
import { SavedViewMenuApp } from './testing/SavedViewMenuApp';
import { sampleView, savedViewHandlers } from './testing/savedViewHandlers';

const views = [
  sampleView(1, 'Active vendors', 'filter[active]=1&sort=name', {
    is_default: true,
    columns: ['name', 'email'],
  }),
  sampleView(2, 'Acme and friends', 'search=acme'),
  sampleView(3, 'By email', 'sort=email&direction=desc', {
    shared: true,
    mine: false,
    owner: { id: 9, name: 'Ada Admin' },
  }),
];

const meta = {
  title: 'Screens/Resources/Saved view menu',
  component: SavedViewMenuApp,
  args: {
    resource: sampleVendors,
    path: '/vendors?search=acme&page=2',
    columns: ['name', 'contact_name', 'email'],
  },
  parameters: { msw: { handlers: savedViewHandlers(views) } },
} satisfies Meta<typeof SavedViewMenuApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Tab to the menu button and open the menu with the keyboard. The menu's own button says whether
 * it is open (`expanded`); the one standing in for it until the menu's file has come does not.
 */
async function openByKeyboard(canvasElement: HTMLElement) {
  const page = within(canvasElement);
  const trigger = await page.findByRole('button', {
    name: 'Views: Acme and friends',
    expanded: false,
  });
  await userEvent.tab();
  await expect(trigger).toHaveFocus();
  await userEvent.keyboard('{ArrowDown}');
  return within(canvasElement.ownerDocument.body).findByRole('menu');
}

/**
 * The user's own views and one shared with the brand; the one the address shows is checked and
 * the default says it opens the list. Escape closes the menu and gives the focus back; picked by
 * keyboard, a view sets the address (first page) and its columns. The picture shows the menu
 * open again on the default view.
 */
export const ViewsListed: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const menu = within(await openByKeyboard(canvasElement));
    await expect(menu.getByRole('group', { name: 'My views' })).toBeInTheDocument();
    await expect(menu.getByRole('group', { name: 'Shared with the brand' })).toBeInTheDocument();
    await expect(menu.getByRole('menuitemradio', { name: /Acme and friends/ })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(menu.getByRole('menuitemradio', { name: /By email/ })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    await expect(menu.getByText('Opens the list')).toBeInTheDocument();
    await expect(menu.getByText('Ada Admin')).toBeInTheDocument();
    await expect(menu.getByRole('menuitem', { name: 'Rename view…' })).toBeInTheDocument();

    // Escape closes the menu and gives the focus back to its button.
    await userEvent.keyboard('{Escape}');
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
    await waitFor(() =>
      expect(page.getByRole('button', { name: 'Views: Acme and friends' })).toHaveFocus(),
    );

    // The first item is "Acme and friends" (by name); the next one down is "Active vendors".
    await userEvent.keyboard('{ArrowDown}');
    await body.findByRole('menu');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() =>
      expect(page.getByTestId('address')).toHaveTextContent(
        '/vendors?filter%5Bactive%5D=1&sort=name',
      ),
    );
    await expect(page.getByTestId('columns')).toHaveTextContent('name, email');
    const trigger = page.getByRole('button', { name: 'Views: Active vendors' });
    await waitFor(() => expect(trigger).toHaveFocus());

    // Open again on the default view: it can stop being the one the list opens with.
    await userEvent.keyboard('{ArrowDown}');
    await expect(
      await body.findByRole('menuitem', { name: 'Stop opening with it' }),
    ).toBeInTheDocument();
    await expect(body.getByRole('menuitemradio', { name: /Active vendors/ })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  },
};

/**
 * "Save current view…" by keyboard, with a name the user already gave another view: the
 * server's message shows under the name and what was typed stays.
 */
export const SaveWithTakenName: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const menu = within(await openByKeyboard(canvasElement));
    await expect(menu.getByRole('menuitem', { name: 'Save current view…' })).toBeInTheDocument();
    // Down past the two own views and the shared one, to the first action.
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    await expect(menu.getByRole('menuitem', { name: 'Save current view…' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const saving = within(await body.findByRole('dialog', { name: 'Save current view' }));
    const name = saving.getByRole('textbox', { name: /Name/ });
    await waitFor(() => expect(name).toHaveFocus());
    await userEvent.keyboard('active VENDORS');
    await userEvent.tab();
    await expect(
      saving.getByRole('switch', { name: 'Share with everyone in this brand' }),
    ).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(
      saving.getByRole('switch', { name: 'Share with everyone in this brand' }),
    ).toBeChecked();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(saving.getByRole('button', { name: 'Save view' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await saving.findByText('The name has already been taken.')).toBeInTheDocument();
    await expect(name).toHaveValue('active VENDORS');
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await clearToasts();
  },
};

/** Opened with nothing in its query, the list shows the user's default view (address replaced). */
export const OpensWithTheDefault: Story = {
  args: { path: '/vendors' },
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await waitFor(() =>
      expect(page.getByTestId('address')).toHaveTextContent(
        '/vendors?filter%5Bactive%5D=1&sort=name',
      ),
    );
    await expect(page.getByTestId('columns')).toHaveTextContent('name, email');
    await expect(page.getByRole('button', { name: 'Views: Active vendors' })).toBeInTheDocument();
  },
};
