import { onFixedDay, pendingResource } from '@backoffice/app-kit/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { beneficiariesResource } from '../../resources/beneficiaries';
import { CharityScreensApp } from '../testing/CharityScreensApp';
import { clerk, officer } from '../testing/fixtures';
import { charityHandlers } from '../testing/handlers';

const meta = {
  title: 'Screens/Charity/Beneficiaries/Beneficiary',
  component: CharityScreensApp,
  parameters: { layout: 'fullscreen', msw: { handlers: charityHandlers() } },
  args: { path: '/beneficiaries/12', user: officer },
  // The age is counted to today: the stories fix today so their pixels stay the same.
  beforeEach: onFixedDay('2026-03-14'),
} satisfies Meta<typeof CharityScreensApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Amina Bello: her facts (39 years old on 14 March 2026), her ID document, the two projects she
 * is in and the packages handed to her (by whom, with their items); Edit for an officer who may
 * change her.
 */
export const Beneficiary: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('heading', { name: 'Amina Bello' })).toBeInTheDocument();
    await expect(page.getByText('Apr 12, 1986 (39 years)')).toBeInTheDocument();
    await expect(await page.findByRole('link', { name: 'Winter food parcels' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Autumn harvest parcels' })).toBeVisible();
    await expect(page.getByText(/Rice \(5 kg bag\): 2 bag/)).toBeInTheDocument();
    await expect(page.getByRole('link', { name: /amina-bello-id\.pdf/ })).toBeInTheDocument();
    // Keyboard: from the back link, Tab reaches Edit, whose page opens with Enter.
    const back = page.getByRole('link', { name: /All beneficiaries/ });
    back.focus();
    await userEvent.tab();
    await expect(page.getByRole('link', { name: 'Edit' })).toHaveFocus();
  },
};

/** A clerk sees the registration and cannot edit it. */
export const ReadOnlyForClerk: Story = {
  parameters: { visual: false, msw: { handlers: charityHandlers({ user: clerk }) } },
  args: { user: clerk },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await page.findByRole('heading', { name: 'Amina Bello' });
    await expect(page.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
  },
};

/** Mohamed Farah was registered deliberately despite sharing a phone: the page says so. */
export const ConfirmedDuplicate: Story = {
  parameters: { visual: false },
  args: { path: '/beneficiaries/13' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await page.findByRole('heading', { name: 'Mohamed Farah' });
    await expect(
      page.getByText(/Registered deliberately despite a likely duplicate/),
    ).toBeInTheDocument();
    await expect(page.getByText('None uploaded')).toBeInTheDocument();
  },
};

/** The record is on its way. */
export const Loading: Story = {
  parameters: {
    visual: false,
    msw: { handlers: [...pendingResource(beneficiariesResource), ...charityHandlers()] },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('status')).toBeInTheDocument();
  },
};
