import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { catalogueAdmin, forgetAnnouncements } from '../testing/catalogueFixtures';
import { appStatusHandlers } from '../testing/catalogueHandlers';
import { DeliveryScreensApp } from '../testing/DeliveryScreensApp';

const meta = {
  title: 'Screens/Delivery/Settings/App status',
  component: DeliveryScreensApp,
  parameters: { layout: 'fullscreen', msw: { handlers: appStatusHandlers() } },
  args: { path: '/dlv-app-status', user: catalogueAdmin },
} satisfies Meta<typeof DeliveryScreensApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The app open, with its message and the oldest version let in. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('The customer app is open for orders.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: /Minimum app version/ })).toHaveValue('1.2.0');
  },
};

/** Closed for the holiday by keyboard: the switch off, a message, saved; the page says closed. */
export const CloseByKeyboard: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const open = await page
      .findByRole('switch', { name: /Open for orders/ })
      .catch(() => page.getByRole('checkbox', { name: /Open for orders/ }));
    open.focus();
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await userEvent.keyboard('{Control>}a{/Control}Closed for the holiday.');
    page.getByRole('button', { name: 'Save app status' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(page.getByText(/The customer app is closed/)).toBeVisible());
    await within(document.body).findByText('App status saved.');
    await forgetAnnouncements();
  },
};
