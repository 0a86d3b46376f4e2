import { clearToasts } from '@backoffice/app-kit/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DeliveryScreensApp } from '../testing/DeliveryScreensApp';
import { forgetAnnouncements } from '../testing/forgetAnnouncements';
import { concierge } from '../testing/ordersFixtures';
import { ordersHandlers } from '../testing/ordersHandlers';

const meta = {
  title: 'Screens/Delivery/Orders/Fulfilment',
  component: DeliveryScreensApp,
  parameters: { layout: 'fullscreen', msw: { handlers: ordersHandlers({ user: concierge }) } },
  args: { path: '/fulfillments/106', user: concierge },
} satisfies Meta<typeof DeliveryScreensApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The queue: the order being fulfilled, then the confirmed one waiting. */
export const Queue: Story = {
  args: { path: '/fulfillments' },
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const started = await page.findByRole('region', { name: /Being fulfilled/ });
    await waitFor(() => expect(within(started).getByText('ORD-000106')).toBeInTheDocument());
    const waiting = page.getByRole('region', { name: /Waiting/ });
    await waitFor(() => expect(within(waiting).getByText('ORD-000107')).toBeInTheDocument());
  },
};

/**
 * Picking by keyboard: the milk is substituted with oat drink (charged at its price), the
 * bread is unavailable (refunded from the total); then every line is picked and Ready is on.
 */
export const Substitution: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const milk = await page.findByRole('listitem', { name: /Whole milk/ });
    const ready = page.getByRole('button', { name: 'Ready' });
    await expect(ready).toBeDisabled();
    within(milk).getByRole('button', { name: 'Substitute' }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('dialog', { name: /Substitute Whole milk/ });
    await userEvent.click(within(dialog).getByRole('button', { name: /Put in instead/ }));
    await userEvent.click(await body.findByRole('option', { name: /Oat drink 1 L/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Substitute' }));
    await waitFor(() => expect(within(milk).getByText('Substituted')).toBeInTheDocument());
    const bread = page.getByRole('listitem', { name: /Sourdough/ });
    await userEvent.click(within(bread).getByRole('button', { name: 'Unavailable' }));
    await waitFor(() => expect(ready).toBeEnabled());
    await expect(page.getByText('Refunded').nextSibling).toHaveTextContent('-$2.75');
    await clearToasts();
    forgetAnnouncements();
  },
};
