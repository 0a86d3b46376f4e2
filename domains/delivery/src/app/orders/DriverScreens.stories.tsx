import { clearToasts } from '@backoffice/app-kit/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DeliveryScreensApp } from '../testing/DeliveryScreensApp';
import { forgetAnnouncements } from '../testing/forgetAnnouncements';
import { driver } from '../testing/ordersFixtures';
import { ordersHandlers } from '../testing/ordersHandlers';

const meta = {
  title: 'Screens/Delivery/Orders/Driver',
  component: DeliveryScreensApp,
  parameters: { layout: 'fullscreen', msw: { handlers: ordersHandlers({ user: driver }) } },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { path: '/deliveries', user: driver },
} satisfies Meta<typeof DeliveryScreensApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The driver's own deliveries on a phone: large cards, the whole card a link. */
export const Deliveries: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const mine = await page.findByRole('region', { name: /My deliveries/ });
    await waitFor(() => expect(within(mine).getAllByRole('link')).toHaveLength(1));
    await expect(within(mine).getByRole('link', { name: /ORD-000104/ })).toBeInTheDocument();
  },
};

/** Out for delivery: Delivered, then the proof (the recipient's name), by keyboard. */
export const Deliver: Story = {
  args: { path: '/deliveries/104' },
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const delivered = await page.findByRole('button', { name: 'Delivered' });
    delivered.focus();
    await userEvent.keyboard('{Enter}');
    const form = await page.findByRole('form', { name: 'Proof of delivery' });
    await userEvent.click(within(form).getByRole('button', { name: 'Confirm delivery' }));
    await expect(
      await within(form).findByText('The recipient name field is required.'),
    ).toBeInTheDocument();
    await userEvent.type(within(form).getByRole('textbox', { name: /Recipient name/ }), 'Mia Chen');
    const photo = new File([new Uint8Array(2048)], 'door.jpg', { type: 'image/jpeg' });
    await userEvent.upload(form.querySelector('input[type="file"]') as HTMLInputElement, photo);
    await userEvent.click(within(form).getByRole('button', { name: 'Confirm delivery' }));
    await expect(await page.findByRole('region', { name: /My deliveries/ })).toBeInTheDocument();
    await clearToasts();
    forgetAnnouncements();
  },
};

/** A pickup handed over with the customer's code. */
export const Pickup: Story = {
  args: { path: '/pickups/103' },
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const code = await page.findByRole('textbox', { name: /pickup code/ });
    await userEvent.type(code, '482913{Enter}');
    await expect(await page.findByRole('region', { name: /Ready for pickup/ })).toBeInTheDocument();
    await clearToasts();
    forgetAnnouncements();
  },
};
