import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sampleVendors } from '../resources/testing/sampleResources';
import { server } from '../testing/server';
import { SavedViewMenuApp } from './testing/SavedViewMenuApp';
import { sampleView, savedViewHandlers } from './testing/savedViewHandlers';

const views = [
  sampleView(1, 'Active vendors', 'filter[active]=1', { is_default: true, columns: ['name'] }),
  sampleView(2, 'Acme', 'search=acme'),
];

function address() {
  return screen.getByTestId('address').textContent;
}

describe('SavedViewMenu', () => {
  it('opens a list with no query on the default view, once', async () => {
    server.use(...savedViewHandlers(views));
    render(
      <SavedViewMenuApp resource={sampleVendors} path="/vendors" columns={['name', 'email']} />,
    );
    await waitFor(() => expect(address()).toBe('/vendors?filter%5Bactive%5D=1'));
    expect(screen.getByTestId('columns')).toHaveTextContent('name');
    expect(await screen.findByRole('button', { name: 'Views: Active vendors' })).toBeVisible();
  });

  it('leaves a list opened with a query as it is', async () => {
    server.use(...savedViewHandlers(views));
    render(<SavedViewMenuApp resource={sampleVendors} path="/vendors?search=zed&page=2" />);
    expect(await screen.findByRole('button', { name: 'Views' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Views' }));
    expect(await screen.findByRole('menuitemradio', { name: /Acme/ })).toBeVisible();
    expect(address()).toBe('/vendors?search=zed&page=2');
  });

  it('saves the list as it is, without its page, and it becomes the current view', async () => {
    server.use(...savedViewHandlers(views));
    render(
      <SavedViewMenuApp
        resource={sampleVendors}
        path="/vendors?search=bay&page=3&per_page=50"
        columns={['name', 'phone']}
      />,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Views' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Save current view…' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Save current view' }));
    await user.type(dialog.getByRole('textbox', { name: /Name/ }), 'acme');
    await user.click(dialog.getByRole('button', { name: 'Save view' }));
    expect(await dialog.findByText('The name has already been taken.')).toBeVisible();
    await user.type(dialog.getByRole('textbox', { name: /Name/ }), ' bay');
    await user.click(dialog.getByRole('switch', { name: 'Open this list with it' }));
    await user.click(dialog.getByRole('button', { name: 'Save view' }));
    expect(await screen.findByRole('button', { name: 'Views: acme bay' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Views: acme bay' }));
    const saved = await screen.findByRole('menuitemradio', { name: /acme bay/ });
    expect(saved).toHaveAttribute('aria-checked', 'true');
    expect(saved).toHaveTextContent('Opens the list');
    expect(address()).toBe('/vendors?search=bay&page=3&per_page=50');
  });

  it('picks a view: its query on the first page, keeping the page size', async () => {
    server.use(...savedViewHandlers(views));
    render(
      <SavedViewMenuApp resource={sampleVendors} path="/vendors?search=x&page=4&per_page=50" />,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Views' }));
    await user.click(await screen.findByRole('menuitemradio', { name: /Acme/ }));
    await waitFor(() => expect(address()).toBe('/vendors?search=acme&per_page=50'));
  });

  it('renames and deletes the user’s own view', async () => {
    server.use(...savedViewHandlers(views));
    render(<SavedViewMenuApp resource={sampleVendors} path="/vendors?search=acme" />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Views: Acme' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Rename view…' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Rename “Acme”' }));
    const name = dialog.getByRole('textbox', { name: /Name/ });
    await user.clear(name);
    await user.type(name, 'Acme only');
    await user.click(dialog.getByRole('button', { name: 'Rename' }));
    expect(await screen.findByRole('button', { name: 'Views: Acme only' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Views: Acme only' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete view…' }));
    const confirm = within(await screen.findByRole('alertdialog'));
    await user.click(confirm.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('button', { name: 'Views' })).toBeVisible();
  });
});
