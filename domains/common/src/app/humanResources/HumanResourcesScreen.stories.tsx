import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CommonScreensApp } from '../testing/CommonScreensApp';
import { hrOfficer, manager } from '../testing/commonFixtures';
import { hrHandlers } from '../testing/commonHandlers';

const meta = {
  title: 'Screens/Common/Human resources',
  component: CommonScreensApp,
  parameters: { layout: 'fullscreen', msw: { handlers: hrHandlers() } },
  args: { path: '/human-resources', user: hrOfficer },
} satisfies Meta<typeof CommonScreensApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The active brand's staff: key figures, headcount by department and branch, recent hires and
 * people on leave (each linking to their profile), then the human-resources pages.
 */
export const ActiveBrand: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('Headcount by department')).toBeVisible();
    const headcount = page.getByText('Headcount', { selector: 'dt' });
    await expect(headcount.nextElementSibling).toHaveTextContent('8');
    await expect(page.getByRole('link', { name: 'Jonas Berg' })).toHaveAttribute(
      'href',
      '/employees/11/profile',
    );
    await expect(page.getByRole('link', { name: 'Marcus Hill' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Employees/ })).toHaveAttribute(
      'href',
      '/employees',
    );
    // Headcount by brand belongs to the all-brands view only.
    await expect(page.queryByText('Headcount by brand')).toBeNull();
  },
};

/**
 * By keyboard: Tab reaches "All my brands", Space turns it on, and every brand of the officer
 * adds up, with headcount by brand; people of another brand than the active one are not links
 * (their profiles open in their own brand).
 */
export const AllBrandsByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const toggle = await page.findByRole('switch', { name: 'All my brands' });
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(await page.findByText('Headcount by brand')).toBeVisible();
    await expect(page.getByText('Rosa Diaz')).toBeVisible();
    await expect(page.queryByRole('link', { name: 'Rosa Diaz' })).toBeNull();
    await expect(page.getByRole('link', { name: 'Jonas Berg' })).toBeVisible();
    // Further on by keyboard: a table too wide for the page is a region to scroll, else the
    // first profile link.
    await userEvent.tab();
    await expect(document.activeElement).toBeOneOf([
      page.getByRole('link', { name: 'Jonas Berg' }),
      ...page.queryAllByRole('region'),
    ]);
  },
};

/** A manager sees the figures but not the employees' records: no profile links, no tile. */
export const WithoutEmployeeRecords: Story = {
  parameters: { visual: false },
  args: { user: manager },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('Jonas Berg')).toBeVisible();
    await expect(page.queryByRole('link', { name: 'Jonas Berg' })).toBeNull();
    await expect(page.getByText(/No other human-resources pages for you here/)).toBeVisible();
  },
};

/** The figures could not be loaded: the general message; the pages stay reachable. */
export const LoadFailed: Story = {
  parameters: { visual: false, msw: { handlers: hrHandlers({ failing: true }) } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('alert')).toHaveTextContent(
      'There has been an error processing your request. Please try again',
    );
    await expect(page.getByRole('link', { name: /^Employees/ })).toBeVisible();
  },
};
