import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { forgetAnnouncements, marketplaceManager } from '../testing/catalogueFixtures';
import { appSettingsHandlers } from '../testing/catalogueHandlers';
import { MarketplaceSettingsApp } from '../testing/MarketplaceSettingsApp';

const meta = {
  title: 'Screens/Marketplace/Settings/App settings',
  component: MarketplaceSettingsApp,
  parameters: { layout: 'fullscreen', msw: { handlers: appSettingsHandlers() } },
  args: { path: '/settings/app-settings', user: marketplaceManager },
} satisfies Meta<typeof MarketplaceSettingsApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The brand's settings: 10.00% commission, payouts 7 days after a period, $50.00 minimum. */
export const Saved: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByText('Commission 10.00%; reviews wait for moderation.'),
    ).toBeVisible();
    await expect(page.getByText(/keeps 10\.00% of each delivered sale/)).toBeVisible();
  },
};

/** No settings yet: the form starts from the defaults and its first save makes the row. */
export const NoneYet: Story = {
  parameters: { visual: false, msw: { handlers: appSettingsHandlers([]) } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText(/no settings yet/)).toBeVisible();
    await expect(page.getByRole('textbox', { name: /Commission rate/ })).toHaveValue('1,000');
  },
};

/** By keyboard: the commission to 12.50%, reviews published as they arrive; saved. */
export const ChangeByKeyboard: Story = {
  parameters: { visual: false, msw: { handlers: appSettingsHandlers() } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const rate = await page.findByRole('textbox', { name: /Commission rate/ });
    rate.focus();
    await userEvent.keyboard('{Control>}a{/Control}1250');
    await userEvent.tab(); // a number is taken when the field is left
    await waitFor(() =>
      expect(page.getByText(/keeps 12\.50% of each delivered sale/)).toBeVisible(),
    );
    const auto = page.getByRole('checkbox', { name: /Publish reviews/ });
    auto.focus();
    await userEvent.keyboard(' ');
    page.getByRole('button', { name: 'Save app settings' }).focus();
    await userEvent.keyboard('{Enter}');
    await within(document.body).findByText('App settings saved.');
    await waitFor(() =>
      expect(
        page.getByText('Commission 12.50%; reviews are published as they arrive.'),
      ).toBeVisible(),
    );
    await forgetAnnouncements();
  },
};
