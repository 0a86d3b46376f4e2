import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { onFixedDay } from '../testing/fixedToday';
import { sampleUser } from '../testing/sampleUser';
import { BrandSettingsApp } from './testing/BrandSettingsApp';
import { brandSettingsHandlers } from './testing/brandSettingsHandlers';

const administrator = { ...sampleUser, role: 'Administrator', permissions: ['admin'] };

const meta = {
  title: 'Screens/Settings/Brand settings',
  component: BrandSettingsApp,
  args: { user: administrator },
  parameters: { msw: { handlers: brandSettingsHandlers() } },
  // "Today there" shows the date and time: a fixed morning draws the same picture every day.
  beforeEach: onFixedDay('2026-03-14'),
} satisfies Meta<typeof BrandSettingsApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens the zone list and picks `zone` with the pointer. */
async function pick(canvasElement: HTMLElement, zone: string) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: /Time zone/ }));
  const listbox = await within(canvasElement.ownerDocument.body).findByRole('listbox');
  await userEvent.click(within(listbox).getByRole('option', { name: zone }));
}

/** An administrator sees the brand's zone (UTC until set) with today's date and time there. */
export const Administrator: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('button', { name: /Time zone/ })).toHaveTextContent('UTC');
    await expect(page.getByText(/^Today there: /)).toBeInTheDocument();
  },
};

/**
 * The keyboard path: Tab to the list, open it, type the start of a zone's name to jump to it,
 * Enter picks it; Tab to Save and press it. The app dates by the new zone at once.
 */
export const ChooseByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const trigger = await page.findByRole('button', { name: /Time zone/ });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const body = within(canvasElement.ownerDocument.body);
    const listbox = await body.findByRole('listbox');
    await userEvent.keyboard('America/New_York');
    await waitFor(() =>
      expect(within(listbox).getByRole('option', { name: 'America/New_York' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Enter}');
    await expect(trigger).toHaveTextContent('America/New_York');
    await userEvent.tab();
    await expect(page.getByRole('button', { name: 'Save time zone' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await body.findByText('Time zone saved: America/New_York.')).toBeInTheDocument();
    await waitFor(() =>
      expect(page.getByTestId('session-zone')).toHaveTextContent('America/New_York'),
    );
  },
};

/**
 * A zone the browser lists but the server does not know (an older time zone database there):
 * refused at the field, the choice kept.
 */
export const ZoneRefused: Story = {
  parameters: { msw: { handlers: brandSettingsHandlers({ unknownZones: ['Asia/Tokyo'] }) } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await page.findByRole('button', { name: /Time zone/ });
    await pick(canvasElement, 'Asia/Tokyo');
    await userEvent.click(page.getByRole('button', { name: 'Save time zone' }));
    await expect(
      await page.findByText('The time zone field must be a valid timezone.'),
    ).toBeInTheDocument();
    await expect(page.getByRole('button', { name: /Time zone/ })).toHaveTextContent('Asia/Tokyo');
    await expect(page.getByTestId('session-zone')).toHaveTextContent('UTC');
  },
};

/** The error, then the fix and the save: the message goes as another zone is chosen. */
export const ZoneRefusedFixed: Story = {
  parameters: ZoneRefused.parameters,
  play: async (context) => {
    await ZoneRefused.play?.(context);
    const page = within(context.canvasElement);
    await pick(context.canvasElement, 'Africa/Lagos');
    await waitFor(() =>
      expect(page.queryByText('The time zone field must be a valid timezone.')).toBeNull(),
    );
    await userEvent.click(page.getByRole('button', { name: 'Save time zone' }));
    const body = within(context.canvasElement.ownerDocument.body);
    await expect(await body.findByText('Time zone saved: Africa/Lagos.')).toBeInTheDocument();
  },
};

/**
 * Another administrator changed the zone after this form opened: the save says so and the form
 * keeps the zone chosen; a second save (now over theirs, knowingly) goes through.
 */
export const ChangedMeanwhile: Story = {
  parameters: { msw: { handlers: brandSettingsHandlers({ changedMeanwhileTo: 'Europe/London' }) } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await page.findByRole('button', { name: /Time zone/ });
    await pick(canvasElement, 'Asia/Tokyo');
    await userEvent.click(page.getByRole('button', { name: 'Save time zone' }));
    await expect(
      await page.findByText(
        'Someone else changed the time zone to Europe/London meanwhile. Check it and save again.',
      ),
    ).toBeInTheDocument();
    await expect(page.getByRole('button', { name: /Time zone/ })).toHaveTextContent('Asia/Tokyo');
  },
};

/** Staff who may open the settings but not change them read the zone. */
export const ReadOnly: Story = {
  args: { user: sampleUser },
  parameters: { msw: { handlers: brandSettingsHandlers({ zone: 'America/New_York' }) } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('America/New_York')).toBeInTheDocument();
    await expect(page.queryByRole('button', { name: /Time zone/ })).toBeNull();
  },
};

/** While the settings load. */
export const Loading: Story = {
  parameters: { msw: { handlers: brandSettingsHandlers({ state: 'pending' }) } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('heading', { name: 'Business day' })).toBeInTheDocument();
    await expect(page.queryByRole('button', { name: /Time zone/ })).toBeNull();
  },
};

/** The settings could not be loaded. */
export const LoadFailed: Story = {
  parameters: { msw: { handlers: brandSettingsHandlers({ state: 'failing' }) } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('alert')).toHaveTextContent(
      'The brand’s settings could not be loaded.',
    );
  },
};
