import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { catalogueAdmin, forgetAnnouncements } from '../testing/catalogueFixtures';
import { driverHandlers } from '../testing/catalogueHandlers';
import { DeliveryScreensApp } from '../testing/DeliveryScreensApp';

const meta = {
  title: 'Screens/Delivery/Drivers/Form',
  component: DeliveryScreensApp,
  parameters: { layout: 'fullscreen', msw: { handlers: driverHandlers() } },
  args: { path: '/drivers/new', user: catalogueAdmin },
} satisfies Meta<typeof DeliveryScreensApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Fills the licence of a new driver: phone, number, expiry, by keyboard. */
async function typeLicence(form: ReturnType<typeof within>, number: string) {
  await userEvent.click(form.getByRole('textbox', { name: /Phone/ }));
  await userEvent.keyboard('5550210000');
  await userEvent.tab();
  await userEvent.keyboard(number);
  const expires = form.getByRole('group', { name: /Licence expires on/ });
  await userEvent.click(within(expires).getAllByRole('spinbutton')[0]!);
  await userEvent.keyboard('03152028');
}

/** A new driver: the user to pick, then the licence, the vehicle and whether available. */
export const New: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const form = within(await page.findByRole('form', { name: 'New driver' }));
    await expect(form.getByRole('button', { name: /User/ })).toHaveTextContent('Choose One');
  },
};

/** The pick offers the brand's Driver users who are not drivers yet (Dora and Dev are). */
export const UserChoices: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const form = within(await page.findByRole('form', { name: 'New driver' }));
    // The pick offers no one until the drivers are known, then Lena alone.
    await userEvent.click(await form.findByRole('button', { name: /User/ }));
    await waitFor(async () => {
      const options = within(document.body).queryAllByRole('option');
      await expect(options.map((option) => option.textContent)).toEqual(['Lena Marsh']);
    });
    await userEvent.keyboard('{Escape}');
  },
};

/**
 * Lena Marsh made a driver by keyboard: picked among the brand's Driver users, her licence
 * typed, saved with Enter; the drivers' list shows her.
 */
export const NewByKeyboard: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const body = within(document.body);
    const form = within(await page.findByRole('form', { name: 'New driver' }));
    const pick = await form.findByRole('button', { name: /User/ });
    pick.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await body.findByRole('option', { name: 'Lena Marsh' }));
    await expect(pick).toHaveTextContent('Lena Marsh');
    await typeLicence(form, 'DL-5521');
    form.getByRole('button', { name: 'Add driver' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await page.findByRole('grid', { name: 'Drivers' })).toBeVisible();
    await expect(await page.findByText('Lena Marsh')).toBeVisible();
    await forgetAnnouncements();
  },
};

/**
 * No user picked: the form says the user is required, beside the user. (A user made a driver by
 * someone else meanwhile is refused by the server beside the user; its server test shows it.)
 */
export const UserRequired: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const form = within(await page.findByRole('form', { name: 'New driver' }));
    await typeLicence(form, 'DL-1');
    await userEvent.click(form.getByRole('button', { name: 'Add driver' }));
    await expect(await form.findByText('The user field is required.')).toBeVisible();
    // Nothing typed is lost.
    await expect(form.getByRole('textbox', { name: /Licence number/ })).toHaveValue('DL-1');
  },
};

/** Dev's driver record, opened from the list: off today, on the car. */
export const Edit: Story = {
  parameters: { visual: false },
  args: { path: '/drivers/2/edit' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const form = within(await page.findByRole('form', { name: 'Edit driver Dev Okafor' }));
    const pick = await form.findByRole('button', { name: /User/ });
    await waitFor(() => expect(pick).toHaveTextContent('Dev Okafor'));
    await expect(form.getByRole('textbox', { name: /Licence number/ })).toHaveValue('DL-4994');
  },
};
