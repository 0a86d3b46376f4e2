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

/** An administrator sees the brand's zone (UTC until set) in a searchable list, with today there. */
export const Administrator: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const field = await page.findByRole('combobox', { name: 'Time zone' });
    await expect(field).toHaveValue('UTC');
    await expect(page.getByText(/^Today there: /)).toBeInTheDocument();
  },
};

/**
 * The keyboard path: Tab into the field, type part of a name, pick with the arrow keys and
 * Enter, Tab to Save and press it. The app dates by the new zone at once.
 */
export const ChooseByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const field = await page.findByRole('combobox', { name: 'Time zone' });
    await userEvent.tab();
    await expect(field).toHaveFocus();
    await userEvent.clear(field);
    await userEvent.type(field, 'New_York');
    const body = within(canvasElement.ownerDocument.body);
    const option = await body.findByRole('option', { name: 'America/New_York' });
    await expect(option).toBeInTheDocument();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(field).toHaveValue('America/New_York');
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
 * A zone that does not exist is refused at the field, the typed text kept; fixing it clears the
 * message and the save goes through.
 */
export const UnknownZone: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const field = await page.findByRole('combobox', { name: 'Time zone' });
    await userEvent.clear(field);
    await userEvent.type(field, 'Mars/Olympus_Mons');
    // The list says nothing matches; Escape closes it and keeps the text.
    await userEvent.keyboard('{Escape}');
    await userEvent.click(page.getByRole('button', { name: 'Save time zone' }));
    await expect(
      await page.findByText('The time zone field must be a valid timezone.'),
    ).toBeInTheDocument();
    await expect(field).toHaveValue('Mars/Olympus_Mons');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The error, then the fix and the save: the message goes as the value changes. */
export const UnknownZoneFixed: Story = {
  play: async (context) => {
    await UnknownZone.play?.(context);
    const page = within(context.canvasElement);
    const field = page.getByRole('combobox', { name: 'Time zone' });
    await userEvent.clear(field);
    await userEvent.type(field, 'Africa/Lagos');
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(page.queryByText('The time zone field must be a valid timezone.')).toBeNull(),
    );
    await userEvent.click(page.getByRole('button', { name: 'Save time zone' }));
    const body = within(context.canvasElement.ownerDocument.body);
    await expect(await body.findByText('Time zone saved: Africa/Lagos.')).toBeInTheDocument();
  },
};

/**
 * Another administrator changed the zone after this form opened: the save says so, the form
 * keeps what was typed, and a second save (now over theirs, knowingly) goes through.
 */
export const ChangedMeanwhile: Story = {
  parameters: { msw: { handlers: brandSettingsHandlers({ changedMeanwhileTo: 'Europe/London' }) } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const field = await page.findByRole('combobox', { name: 'Time zone' });
    await userEvent.clear(field);
    await userEvent.type(field, 'Asia/Tokyo');
    await userEvent.keyboard('{Escape}');
    await userEvent.click(page.getByRole('button', { name: 'Save time zone' }));
    await expect(
      await page.findByText(
        'Someone else changed the time zone to Europe/London meanwhile. Check it and save again.',
      ),
    ).toBeInTheDocument();
    await expect(field).toHaveValue('Asia/Tokyo');
  },
};

/** Staff who may open the settings but not change them read the zone. */
export const ReadOnly: Story = {
  args: { user: sampleUser },
  parameters: { msw: { handlers: brandSettingsHandlers({ zone: 'America/New_York' }) } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('America/New_York')).toBeInTheDocument();
    await expect(page.queryByRole('combobox')).toBeNull();
  },
};

/** While the settings load. */
export const Loading: Story = {
  parameters: { msw: { handlers: brandSettingsHandlers({ state: 'pending' }) } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('heading', { name: 'Business day' })).toBeInTheDocument();
    await expect(page.queryByRole('combobox')).toBeNull();
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
