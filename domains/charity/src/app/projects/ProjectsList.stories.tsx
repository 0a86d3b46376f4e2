import { clearToasts, onFixedDay } from '@backoffice/app-kit/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CharityScreensApp } from '../testing/CharityScreensApp';
import { officer } from '../testing/fixtures';
import { forgetAnnouncements } from '../testing/forgetAnnouncements';
import { charityHandlers } from '../testing/handlers';

const meta = {
  title: 'Screens/Charity/Projects/List and new',
  component: CharityScreensApp,
  parameters: { layout: 'fullscreen', msw: { handlers: charityHandlers() } },
  args: { path: '/projects', user: officer },
  beforeEach: onFixedDay('2026-03-14'),
} satisfies Meta<typeof CharityScreensApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The generic list of projects, newest first: name, type, start, place, status, beneficiaries
 * and how many received; filters by type, start, state and status. From the keyboard, New
 * project is reached by Tab.
 */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('Winter food parcels')).toBeInTheDocument();
    await expect(page.getByText('Autumn harvest parcels')).toBeInTheDocument();
    const create = page.getByRole('link', { name: /New project/i });
    await waitFor(async () => {
      await userEvent.tab();
      await expect(create).toHaveFocus();
    });
  },
};

/**
 * A new project typed from the keyboard: its name, type, dates and place; created as a draft,
 * the screen moves to its first step, the members.
 */
export const NewProjectByKeyboard: Story = {
  parameters: { visual: false },
  args: { path: '/projects/new' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const form = within(await page.findByRole('form', { name: 'New project' }));
    await userEvent.click(form.getByRole('textbox', { name: /Name/ }));
    await userEvent.keyboard('Summer water filters');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await body.findByRole('option', { name: 'Emergency relief' }));
    const starts = form.getByRole('group', { name: /Starts on/ });
    await userEvent.click(within(starts).getAllByRole('spinbutton')[0] as HTMLElement);
    await userEvent.keyboard('06012026');
    await userEvent.click(form.getByRole('textbox', { name: /Location/ }));
    await userEvent.keyboard('Clarkston Community Center');
    await userEvent.click(form.getByRole('button', { name: 'Create project' }));
    await expect(
      await page.findByRole('form', { name: 'Members of Summer water filters' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    forgetAnnouncements();
    await clearToasts();
  },
};
