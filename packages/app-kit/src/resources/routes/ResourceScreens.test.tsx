import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { createAppStore } from '../../state/appStore';
import { memoryStorage } from '../../testing/memoryStorage';
import { sampleUser as manager } from '../../testing/sampleUser';
import { server } from '../../testing/server';
import { ResourceScreensApp } from '../testing/ResourceScreensApp';
import { branches, employeeFiles, employees, vendors } from '../testing/resourceFixtures';
import { resourceHandlers } from '../testing/resourceHandlers';
import {
  sampleEmployees as employeesResource,
  sampleVendors as vendorsResource,
} from '../testing/sampleResources';

const staff = {
  ...manager,
  permissions: [...manager.permissions, 'manage_vendors', 'manage_employees', 'manage_branches'],
};

function open(path: string) {
  const store = createAppStore(memoryStorage());
  render(<ResourceScreensApp path={path} user={staff} store={store} />);
  return store;
}

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

  it('sends an Idempotency-Key with the create and keeps it when the save is retried', async () => {
    const keys: (string | null)[] = [];
    let answered = 0;
    server.use(
      http.post('*/api/vendors', ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key'));
        answered += 1;
        if (answered === 1) {
          return HttpResponse.json({ message: 'Service Unavailable' }, { status: 503 });
        }
      }),
      ...resourceHandlers(vendorsResource, vendors),
    );
    open('/vendors/new');
    await userEvent.type(await screen.findByRole('textbox', { name: /^name/i }), 'Sunrise Feeds');
    const create = screen.getByRole('button', { name: 'Create vendor' });
    await userEvent.click(create);
    expect(await screen.findByText(/error processing your request/)).toBeInTheDocument();
    await userEvent.click(create);
    expect(await screen.findByRole('grid', { name: 'Vendors' })).toBeInTheDocument();
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
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

describe('an edit someone else saved meanwhile', () => {
  it('sends the version, keeps what was typed on a 409 and saves it on top of theirs', async () => {
    const opened = { ...vendors[0], version: 1 } as (typeof vendors)[number];
    const theirs = { ...opened, version: 2, contact_name: 'Rosa Delgado' };
    const versions: (string | null)[] = [];
    server.use(
      http.get('*/api/vendors/1', () => HttpResponse.json({ data: opened })),
      http.put('*/api/vendors/1', async ({ request }) => {
        versions.push(new URLSearchParams(await request.clone().text()).get('version'));
      }),
      ...resourceHandlers(vendorsResource, [theirs, ...vendors.slice(1)]),
    );
    open('/vendors/1/edit');
    const contact = await screen.findByRole('textbox', { name: /^contact name/i });
    await userEvent.clear(contact);
    await userEvent.type(contact, 'Dana Ruiz-Ortiz');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    const panel = await screen.findByRole('region', {
      name: 'This vendor was changed by someone else',
    });
    expect(
      within(panel)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['FieldYour valueTheir value', 'Contact nameDana Ruiz-OrtizRosa Delgado']);
    expect(contact).toHaveValue('Dana Ruiz-Ortiz');
    await userEvent.click(within(panel).getByRole('button', { name: 'Save my version' }));
    expect(await screen.findByRole('grid', { name: 'Vendors' })).toBeInTheDocument();
    expect(versions).toEqual(['1', '2']);
    expect(await screen.findByText('Dana Ruiz-Ortiz')).toBeInTheDocument();
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

describe('an employee photo', () => {
  const MB = 1024 * 1024;
  const branchesAsResource = { ...vendorsResource, segment: 'branches', name: 'branches' };
  const data = () => [
    ...resourceHandlers(
      employeesResource,
      employees.map((row) => ({ ...row })),
      employeeFiles,
    ),
    ...resourceHandlers(branchesAsResource, branches),
  ];
  const fileInput = async () => {
    await screen.findByRole('button', { name: 'Save changes' });
    return document.querySelector('input[type="file"]') as HTMLInputElement;
  };
  const png = (name: string, size = 64) =>
    new File([new Uint8Array(size)], name, { type: 'image/png' });

  it('shows on the profile as a thumbnail with alt text and a link', async () => {
    server.use(...data());
    open('/employees/5/profile');
    const image = await screen.findByRole('img', { name: 'Photo of Helen Park' });
    expect(image).toHaveAttribute('src', '/api/employees/5/files/photo');
    expect(screen.getByRole('link', { name: /helen-park\.png/ })).toHaveAttribute(
      'href',
      '/api/employees/5/files/photo',
    );
  });

  it('shows the stored file on edit and refuses a file over 2MB as it is chosen', async () => {
    const changes: string[] = [];
    server.use(
      http.all('*/api/employees/:id', ({ request }) => {
        if (request.method !== 'GET') changes.push(request.method);
      }),
      ...data(),
    );
    open('/employees/5/edit');
    expect(await screen.findByRole('link', { name: /helen-park\.png/ })).toHaveAttribute(
      'href',
      '/api/employees/5/files/photo',
    );
    await userEvent.upload(await fileInput(), png('big.png', 2 * MB + 1));
    expect(await screen.findByText('The file size must not exceed 2MB.')).toBeInTheDocument();
    expect(screen.queryByText('big.png')).not.toBeInTheDocument();
    await userEvent.upload(
      await fileInput(),
      new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }),
    );
    expect(
      await screen.findByText('The photo field must be a file of type: jpg, png, gif, webp.'),
    ).toBeInTheDocument();
    expect(changes).toEqual([]);
  });

  it('sends a chosen file as multipart POST with _method=PUT and shows the new photo', async () => {
    const sent: FormData[] = [];
    server.use(
      http.post('*/api/employees/:id', async ({ request }) => {
        expect(request.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
        sent.push(await request.clone().formData());
      }),
      ...data(),
    );
    open('/employees/2/edit');
    await userEvent.upload(await fileInput(), png('carlos.png'));
    expect(screen.getByText('carlos.png')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('img', { name: 'Photo of Carlos Diaz' })).toHaveAttribute(
      'src',
      '/api/employees/2/files/photo',
    );
    expect(sent).toHaveLength(1);
    expect(sent[0]?.get('_method')).toBe('PUT');
    const photo = sent[0]?.get('photo');
    expect(photo).toBeInstanceOf(File);
    expect((photo as File).name).toBe('carlos.png');
    expect(sent[0]?.get('name')).toBe('Carlos Diaz');
  });

  it('keeps the chosen file when the save fails, with the message beside the field', async () => {
    const message = 'The photo field must be a file of type: jpg, png, gif, webp.';
    server.use(
      http.post('*/api/employees/:id', () =>
        HttpResponse.json({ message, errors: { photo: [message] } }, { status: 422 }),
      ),
      ...data(),
    );
    const store = open('/employees/2/edit');
    await userEvent.upload(await fileInput(), png('carlos.png'));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByText('carlos.png')).toBeInTheDocument();
    expect(store.getState().formChanged).toBe(true);
  });

  it('removes the stored photo on save, and can keep it until then', async () => {
    server.use(...data());
    open('/employees/5/edit');
    await userEvent.click(await screen.findByRole('button', { name: 'Remove helen-park.png' }));
    expect(screen.getByText('helen-park.png will be removed when you save.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Keep helen-park.png' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove helen-park.png' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('tab', { name: 'Profile' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Photo of Helen Park' })).not.toBeInTheDocument();
  });
});
