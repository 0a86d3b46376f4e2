import { clearToasts, onFixedDay } from '@backoffice/app-kit/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PROJECT_MESSAGES } from '../../resources/projectSteps';
import { CharityScreensApp } from '../testing/CharityScreensApp';
import { officer } from '../testing/fixtures';
import { forgetAnnouncements } from '../testing/forgetAnnouncements';
import { charityHandlers } from '../testing/handlers';

const meta = {
  title: 'Screens/Charity/Projects/Steps',
  component: CharityScreensApp,
  parameters: { layout: 'fullscreen', msw: { handlers: charityHandlers() } },
  args: { path: '/projects/8/project-members', user: officer },
  beforeEach: onFixedDay('2026-03-14'),
} satisfies Meta<typeof CharityScreensApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Finds a row of a grid by the name in it, and ticks it with Space. */
async function tickByKeyboard(grid: HTMLElement, name: string) {
  // A table drawn for reading is drawn again, interactive, once the keyboard comes in: the
  // grid of the same name then stands in its place, its row of the same name focused.
  const current = grid.isConnected
    ? grid
    : within(grid.ownerDocument.body).getByRole('grid', { name: grid.getAttribute('aria-label')! });
  within(current)
    .getByRole('row', { name: new RegExp(name) })
    .focus();
  const row = grid.ownerDocument.activeElement as HTMLElement;
  await expect(row).toHaveAccessibleName(new RegExp(name));
  await userEvent.keyboard(' ');
  await expect(row).toHaveAttribute('aria-selected', 'true');
}

/** Opens the register's picker with Enter on Add beneficiaries, and waits for its first page. */
async function openRegisterPicker(canvasElement: HTMLElement) {
  const page = within(canvasElement);
  const body = within(canvasElement.ownerDocument.body);
  const add = await page.findByRole('button', { name: /Add beneficiaries/ });
  add.focus();
  await userEvent.keyboard('{Enter}');
  const dialog = within(await body.findByRole('dialog', { name: /Add beneficiaries to/ }));
  const grid = await dialog.findByRole('grid', { name: 'Beneficiaries of the register' });
  await within(grid).findByText('Amina Bello');
  return { page, body, dialog, grid };
}

/**
 * The members of a planned project, each a person of the staff (with their roles) and what
 * they do; Tab goes from the first person to their role.
 */
export const Members: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const form = within(await page.findByRole('form', { name: 'Members of Spring school kits' }));
    const people = await form.findAllByRole('button', { name: /Staff member/ });
    await waitFor(() => expect(people[0]).toHaveTextContent('Grace Adeyemi'));
    people[0]?.focus();
    await userEvent.tab();
    await expect(form.getAllByRole('button', { name: /Role/ })[0]).toHaveFocus();
    await expect(form.getByRole('button', { name: 'Save members' })).toBeInTheDocument();
  },
};

/**
 * The package of a planned project: a hygiene kit and three jerrycans of oil each; for 20
 * beneficiaries the oil is 12 short, marked in the stock. Tab goes from a quantity to its line's
 * buttons.
 */
export const PackageShort: Story = {
  args: { path: '/projects/8/project-package' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const stock = await page.findByRole('table', { name: 'Stock for 20 beneficiaries' });
    await waitFor(() => expect(within(stock).getByText('Short by 12 jerrycan')).toBeVisible());
    const form = within(page.getByRole('form', { name: 'Package of Spring school kits' }));
    const oil = form.getAllByRole('textbox', { name: /Each receives/ })[1] as HTMLElement;
    oil.focus();
    await expect(oil).toHaveValue('3');
    await userEvent.tab();
    await expect(form.getAllByRole('button', { name: /Move item 2 up/ })[0]).toHaveFocus();
    // The stock is what a reviewer looks at here.
    stock.scrollIntoView({ block: 'center' });
  },
};

/**
 * The beneficiary step of a draft without a package, opened by its address: why it is closed,
 * and the way to the package step.
 */
export const LockedByAddress: Story = {
  args: { path: '/projects/9/project-beneficiary' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const locked = within(
      await page.findByRole('region', { name: /Beneficiaries is not open yet/ }),
    );
    await expect(locked.getByText(PROJECT_MESSAGES.packageFirst)).toBeVisible();
    await expect(page.queryByRole('grid')).not.toBeInTheDocument();
    // Keyboard: Tab from the package step reaches the way to it, not the locked steps.
    const nav = within(page.getByRole('navigation', { name: 'Steps of Ramadan food drive' }));
    nav.getByRole('link', { name: /Package/ }).focus();
    await userEvent.tab();
    const go = locked.getByRole('link', { name: /Go to Package/ });
    await expect(go).toHaveFocus();
    await expect(go).toHaveAttribute('href', '/projects/9/project-package');
  },
};

/**
 * The 20 people of a planned project, none of whom has received yet; search and filters above,
 * Remove for those ticked and Add beneficiaries.
 */
export const Beneficiaries: Story = {
  args: { path: '/projects/8/project-beneficiary' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('20 beneficiaries on the project.')).toBeVisible();
    const grid = page.getByRole('grid', { name: 'Beneficiaries of Spring school kits' });
    await expect(within(grid).getAllByRole('row')).toHaveLength(21);
    await expect(page.getByRole('button', { name: /Remove selected/ })).toBeDisabled();
    await expect(page.getByRole('button', { name: /Add beneficiaries/ })).toBeEnabled();
    // Keyboard: Space on a row ticks it for removal, and again unticks it.
    const first = within(grid).getAllByRole('row')[1] as HTMLElement;
    first.focus();
    await userEvent.keyboard(' ');
    await expect(page.getByRole('button', { name: /Remove 1 beneficiary/ })).toBeEnabled();
    await userEvent.keyboard(' ');
    await expect(page.getByRole('button', { name: /Remove selected/ })).toBeDisabled();
  },
};

/**
 * The register's picker: active people only, 100 a page, filtered by category, state and
 * gender; those on the project already shown and not offered. Opened and one person ticked from
 * the keyboard.
 */
export const RegisterPicker: Story = {
  args: { path: '/projects/7/project-beneficiary' },
  play: async ({ canvasElement }) => {
    const { dialog, grid } = await openRegisterPicker(canvasElement);
    await expect(within(grid).getByRole('row', { name: /Amina Bello/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await tickByKeyboard(grid, 'Aisha Mayen');
    await expect(dialog.getByRole('button', { name: 'Add 1 beneficiary' })).toBeEnabled();
  },
};

/**
 * Adding from the register by keyboard: the picker filtered to Georgia, two people ticked with
 * Space, added; the project then has 22. The deceased and the inactive are never offered.
 */
export const AddBeneficiariesByKeyboard: Story = {
  parameters: { visual: false },
  args: { path: '/projects/8/project-beneficiary' },
  play: async ({ canvasElement }) => {
    const { page, body, dialog, grid } = await openRegisterPicker(canvasElement);
    await expect(within(grid).queryByText('Achol Garang')).not.toBeInTheDocument();
    const state = dialog.getByRole('button', { name: /State/ });
    state.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await body.findByRole('option', { name: 'Georgia' }));
    await waitFor(() => expect(within(grid).queryByText('Amina Bello')).not.toBeInTheDocument());
    const rows = within(grid)
      .getAllByRole('row')
      .slice(1)
      .filter((row) => row.getAttribute('aria-disabled') !== 'true');
    const names = rows
      .slice(0, 2)
      .map((row) => row.querySelector('[role="rowheader"]')?.textContent);
    for (const name of names) await tickByKeyboard(grid, String(name));
    await userEvent.click(dialog.getByRole('button', { name: 'Add 2 beneficiaries' }));
    await expect(await page.findByText('22 beneficiaries on the project.')).toBeVisible();
    await clearToasts();
  },
};

/**
 * The hand-over under way: 12 of 24 received on two days, by whom, and who collected; the stock
 * still needed against what is on hand. Print distribution list saves the PDF.
 */
export const Fulfillment: Story = {
  args: { path: '/projects/7/fulfillment' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('12 of 24')).toBeVisible();
    await page.findByRole('grid', { name: /Hand-over to the beneficiaries/ });
    await expect(await page.findByText('Ahmed Hassan (son)')).toBeVisible();
    await page.findByRole('table', { name: 'Stock still needed' });
    const saved: string[] = [];
    const click = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function record(this: HTMLAnchorElement) {
      if (this.download) saved.push(this.download);
      else click.call(this);
    };
    try {
      const print = page.getByRole('button', { name: /Print distribution list/ });
      print.focus();
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(saved).toEqual(['distribution-list-7.pdf']));
    } finally {
      HTMLAnchorElement.prototype.click = click;
    }
  },
};

/**
 * Handing over by keyboard: two who have not received ticked with Space, Mark handed over, the
 * day left at today and the signed-in member as the one handing over; then 14 of 24.
 */
export const HandOverByKeyboard: Story = {
  parameters: { visual: false },
  args: { path: '/projects/7/fulfillment' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const grid = await page.findByRole('grid', { name: /Hand-over to the beneficiaries/ });
    const waiting = within(grid)
      .getAllByRole('row')
      .filter((row) => row.textContent?.includes('Not yet'))
      .slice(0, 2)
      .map((row) => row.querySelector('[role="rowheader"]')?.textContent);
    for (const name of waiting) await tickByKeyboard(grid, String(name));
    const mark = page.getByRole('button', { name: 'Mark handed over (2)' });
    mark.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = within(await body.findByRole('dialog', { name: /Hand over to 2/ }));
    await expect(dialog.getByRole('button', { name: /Handed over by/ })).toHaveTextContent(
      'Ngozi Eze',
    );
    await userEvent.click(dialog.getByRole('textbox', { name: /Collected by/ }));
    await userEvent.keyboard('A neighbour{Enter}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(await page.findByText('14 of 24')).toBeVisible();
    forgetAnnouncements();
    await clearToasts();
  },
};
