/**
 * The project wizard against the MSW server: steps locked until the earlier ones are done (by
 * their address too), the members saved, the package saved with its stock shortfall, people
 * added from the register, packages handed over and a hand-over undone, a package saved over
 * someone else's change, and the unsaved-changes flag while a step's form differs from what was
 * saved.
 */
import { createAppStore } from '@backoffice/app-kit';
import { fixToday, memoryStorage } from '@backoffice/app-kit/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PROJECT_MESSAGES } from '../../resources/projectSteps';
import { CharityScreensApp } from '../testing/CharityScreensApp';
import { officer } from '../testing/fixtures';
import { charityHandlers } from '../testing/handlers';
import { schoolKits } from '../testing/projectFixtures';
import { server } from '../testing/setup';

let restoreClock: () => void;
beforeEach(() => {
  restoreClock = fixToday('2026-03-14');
});
afterEach(() => restoreClock());

const steps = (name: string) => screen.findByRole('navigation', { name: `Steps of ${name}` });

describe('the project wizard', () => {
  it('locks the steps after the first incomplete one, also when opened by address', async () => {
    server.use(...charityHandlers());
    render(<CharityScreensApp path="/projects/10/project-package" user={officer} />);
    const nav = await steps('New arrivals welcome kits');
    expect(within(nav).getByRole('link', { name: /Members/ })).toBeTruthy();
    expect(within(nav).queryByRole('link', { name: /Package/ })).toBeNull();
    expect(within(nav).queryByRole('link', { name: /Beneficiaries/ })).toBeNull();
    expect(within(nav).getAllByText(`Locked: ${PROJECT_MESSAGES.membersFirst}`)).toHaveLength(3);
    const locked = screen.getByRole('region', { name: /Package is not open yet/ });
    expect(within(locked).getByText(PROJECT_MESSAGES.membersFirst)).toBeTruthy();
    expect(within(locked).getByRole('link', { name: /Go to Members/ })).toHaveAttribute(
      'href',
      '/projects/10/project-members',
    );
    expect(screen.queryByRole('form', { name: /Package of/ })).toBeNull();
  });

  it('saves the members, and the package step opens', async () => {
    server.use(...charityHandlers());
    const user = userEvent.setup();
    render(<CharityScreensApp path="/projects/10/project-members" user={officer} />);
    const form = await screen.findByRole('form', { name: 'Members of New arrivals welcome kits' });
    await user.click(within(form).getByRole('button', { name: /Staff member/ }));
    await user.click(await screen.findByRole('option', { name: 'Grace Adeyemi (Field Officer)' }));
    await user.click(within(form).getByRole('button', { name: /Role/ }));
    await user.click(await screen.findByRole('option', { name: 'Project lead' }));
    await user.click(within(form).getByRole('button', { name: 'Save members' }));
    const nav = await steps('New arrivals welcome kits');
    await waitFor(() => expect(within(nav).getByRole('link', { name: /Package/ })).toBeTruthy());
    expect(within(nav).getByText(/Complete · 1 member/)).toBeTruthy();
  });

  it('shows the package short of oil, and saves a smaller package', async () => {
    server.use(...charityHandlers());
    const user = userEvent.setup();
    render(<CharityScreensApp path="/projects/8/project-package" user={officer} />);
    const stock = await screen.findByRole('table', { name: 'Stock for 20 beneficiaries' });
    await waitFor(() => expect(within(stock).getByText('Short by 12 jerrycan')).toBeTruthy());
    expect(screen.getByText(/1 item is short of what the beneficiaries still need/)).toBeTruthy();
    const form = screen.getByRole('form', { name: 'Package of Spring school kits' });
    const oil = within(form).getAllByRole('textbox', { name: /Each receives/ })[1] as HTMLElement;
    await user.clear(oil);
    await user.type(oil, '2');
    await user.tab();
    await user.click(within(form).getByRole('button', { name: 'Save package' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: 'Stock for 20 beneficiaries' })).queryByText(
          /Short by/,
        ),
      ).toBeNull(),
    );
  });

  it('adds people ticked in the register, never the inactive', async () => {
    server.use(...charityHandlers());
    const user = userEvent.setup();
    render(<CharityScreensApp path="/projects/8/project-beneficiary" user={officer} />);
    await screen.findByText('20 beneficiaries on the project.');
    await user.click(screen.getByRole('button', { name: /Add beneficiaries/ }));
    const dialog = await screen.findByRole('dialog', { name: /Add beneficiaries to/ });
    const table = within(dialog).getByRole('grid', { name: 'Beneficiaries of the register' });
    await within(table).findByText('Amina Bello');
    expect(within(table).queryByText('Achol Garang')).toBeNull();
    await user.click(within(table).getByRole('row', { name: /Amina Bello/ }));
    await user.click(within(table).getByRole('row', { name: /Mohamed Farah/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Add 2 beneficiaries' }));
    expect(await screen.findByText('22 beneficiaries on the project.')).toBeTruthy();
  });

  it('hands packages over with the day, the member and who collected', async () => {
    server.use(...charityHandlers());
    const user = userEvent.setup();
    render(<CharityScreensApp path="/projects/7/fulfillment" user={officer} />);
    const table = await screen.findByRole('grid', { name: /Hand-over to the beneficiaries/ });
    expect(screen.getByText('12 of 24')).toBeTruthy();
    const waiting = within(table)
      .getAllByRole('row')
      .filter((row) => row.textContent?.includes('Not yet'));
    await user.click(waiting[0] as HTMLElement);
    await user.click(waiting[1] as HTMLElement);
    await user.click(screen.getByRole('button', { name: 'Mark handed over (2)' }));
    const dialog = await screen.findByRole('dialog', { name: /Hand over to 2 beneficiaries/ });
    expect(within(dialog).getByRole('button', { name: /Handed over by/ }).textContent).toContain(
      'Ngozi Eze',
    );
    await user.type(within(dialog).getByRole('textbox', { name: /Collected by/ }), 'A neighbour');
    await user.click(within(dialog).getByRole('button', { name: 'Mark handed over' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('14 of 24')).toBeTruthy();
    expect((await screen.findAllByText('A neighbour')).length).toBe(2);
  });

  it('undoes a hand-over after its question, and the package is owed again', async () => {
    server.use(...charityHandlers());
    const user = userEvent.setup();
    render(<CharityScreensApp path="/projects/7/fulfillment" user={officer} />);
    const table = await screen.findByRole('grid', { name: /Hand-over to the beneficiaries/ });
    await user.click(within(table).getByRole('row', { name: /Amina Bello/ }));
    expect(screen.getByRole('button', { name: /Mark handed over/ })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Undo hand-over (1)' }));
    const question = await screen.findByRole('alertdialog', { name: /Undo the hand-over/ });
    await user.click(within(question).getByRole('button', { name: 'Undo hand-over' }));
    expect(await screen.findByText('11 of 24')).toBeTruthy();
    await waitFor(() =>
      expect(within(table).getByRole('row', { name: /Amina Bello/ }).textContent).toContain(
        'Not yet',
      ),
    );
  });

  it('keeps a package typed over someone else’s change until the current one is loaded', async () => {
    server.use(
      http.put('*/api/projects/8', () =>
        HttpResponse.json(
          {
            message: 'This project was changed by someone else while you were editing it.',
            data: {
              ...schoolKits,
              members_count: 2,
              beneficiaries_count: 20,
              version: 9,
              lines: [{ id: 90, package_item_id: 1, quantity: 4 }],
            },
          },
          { status: 409 },
        ),
      ),
      ...charityHandlers(),
    );
    const user = userEvent.setup();
    render(<CharityScreensApp path="/projects/8/project-package" user={officer} />);
    const form = await screen.findByRole('form', { name: 'Package of Spring school kits' });
    const oil = within(form).getAllByRole('textbox', { name: /Each receives/ })[1] as HTMLElement;
    await user.clear(oil);
    await user.type(oil, '2');
    await user.click(within(form).getByRole('button', { name: 'Save package' }));
    await user.click(await screen.findByRole('button', { name: 'Load the current project' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('form', { name: 'Package of Spring school kits' })).getAllByRole(
          'textbox',
          { name: /Each receives/ },
        ),
      ).toHaveLength(1),
    );
  });

  it('flags unsaved changes while the package differs from the saved one', async () => {
    server.use(...charityHandlers());
    const user = userEvent.setup();
    const store = createAppStore(memoryStorage());
    render(<CharityScreensApp path="/projects/8/project-package" user={officer} store={store} />);
    const form = await screen.findByRole('form', { name: 'Package of Spring school kits' });
    expect(store.getState().formChanged).toBe(false);
    const kits = within(form).getAllByRole('textbox', { name: /Each receives/ })[0] as HTMLElement;
    await user.type(kits, '5');
    await user.tab();
    await waitFor(() => expect(store.getState().formChanged).toBe(true));
    await user.click(within(form).getByRole('button', { name: 'Save package' }));
    await waitFor(() => expect(store.getState().formChanged).toBe(false));
  });
});
