import { ROUTES } from '@backoffice/access';
import { employeesResource, vendorsResource } from '@backoffice/contract';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { createAppStore } from '../../../lib/appStore';
import { manager } from '../../../testing/fixtures';
import { memoryStorage } from '../../../testing/memoryStorage';
import { server } from '../../../testing/server';
import { RESOURCE_SCREENS } from '../screens';
import { ResourceScreensApp } from '../testing/ResourceScreensApp';
import { branches, employees, vendors } from '../testing/resourceFixtures';
import { resourceHandlers } from '../testing/resourceHandlers';

const staff = {
  ...manager,
  permissions: [...manager.permissions, 'manage_vendors', 'manage_employees', 'manage_branches'],
};

function open(path: string) {
  const store = createAppStore(memoryStorage());
  render(<ResourceScreensApp path={path} user={staff} store={store} />);
  return store;
}

describe('RESOURCE_SCREENS', () => {
  it('covers every route of the registry resources, human resources and settings', () => {
    const expected = ROUTES.filter(
      (route) =>
        /^\/(branches|vendors|customers|states|expense-categories|employees|package-item-types|project-types|beneficiary-categories|human-resources|settings)(\/|$)/.test(
          route.path,
        ) && !route.path.startsWith('/settings/'),
    ).map((route) => route.name);
    expect(Object.keys(RESOURCE_SCREENS).sort()).toEqual([...expected].sort());
  });
});

describe('the vendor list', () => {
  it('sorts on the server and keeps the sort in the address', async () => {
    server.use(...resourceHandlers(vendorsResource, vendors));
    open('/vendors?sort=name&direction=desc');
    const table = await screen.findByRole('grid', { name: 'Vendors' });
    await waitFor(() =>
      expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Riverbend Printing'),
    );
    expect(screen.getByRole('link', { name: /export csv/i })).toHaveAttribute(
      'href',
      '/api/vendors?sort=name&direction=desc&format=csv',
    );
  });
});

describe('the new vendor form', () => {
  it('checks the values with the server messages before sending', async () => {
    const posts: string[] = [];
    server.use(
      http.post('*/api/vendors', ({ request }) => {
        posts.push(request.url);
        return HttpResponse.json({}, { status: 500 });
      }),
    );
    open('/vendors/new');
    await userEvent.click(await screen.findByRole('button', { name: 'Create vendor' }));
    expect(await screen.findByText('The name field is required.')).toBeInTheDocument();
    expect(posts).toEqual([]);
  });

  it('creates one vendor on a double press, resets the changed flag and goes to the list', async () => {
    const handlers = resourceHandlers(vendorsResource, vendors);
    let creates = 0;
    server.use(
      http.post('*/api/vendors', () => {
        creates += 1;
      }),
      ...handlers,
    );
    const store = open('/vendors/new');
    await userEvent.type(await screen.findByRole('textbox', { name: /^name/i }), 'Sunrise Feeds');
    expect(store.getState().formChanged).toBe(true);
    const create = screen.getByRole('button', { name: 'Create vendor' });
    await userEvent.dblClick(create);
    expect(await screen.findByRole('grid', { name: 'Vendors' })).toBeInTheDocument();
    expect(creates).toBe(1);
    expect(store.getState().formChanged).toBe(false);
  });

  it('keeps what was typed and shows the server message beside the field', async () => {
    server.use(...resourceHandlers(vendorsResource, vendors));
    const store = open('/vendors/new');
    const name = await screen.findByRole('textbox', { name: /^name/i });
    await userEvent.type(name, 'acme feed supply');
    await userEvent.click(screen.getByRole('button', { name: 'Create vendor' }));
    expect(await screen.findByText('The name has already been taken.')).toBeInTheDocument();
    expect(name).toHaveValue('acme feed supply');
    expect(store.getState().formChanged).toBe(true);
  });
});

describe('the employee page', () => {
  it('shows the banking tab with the account number masked, and the history', async () => {
    server.use(
      ...resourceHandlers(employeesResource, employees),
      ...resourceHandlers({ ...vendorsResource, segment: 'branches', name: 'branches' }, branches),
    );
    open('/employees/1/banking-info');
    expect(await screen.findByRole('tab', { name: 'Banking info' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByText('****4821')).toBeInTheDocument();
    expect(await screen.findByText('Miguel Santos', { exact: false })).toBeInTheDocument();
  });
});
