import { clearToasts, onFixedDay } from '@backoffice/app-kit/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PROJECT_MESSAGES } from '../../resources/projectSteps';
import { CharityScreensApp } from '../testing/CharityScreensApp';
import { officer } from '../testing/fixtures';
import { forgetAnnouncements } from '../testing/forgetAnnouncements';
import { charityHandlers } from '../testing/handlers';
import { winterParcels } from '../testing/projectFixtures';

const meta = {
  title: 'Screens/Charity/Projects/Overview',
  component: CharityScreensApp,
  parameters: { layout: 'fullscreen', msw: { handlers: charityHandlers() } },
  args: { path: '/projects/7', user: officer },
  beforeEach: onFixedDay('2026-03-14'),
} satisfies Meta<typeof CharityScreensApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A distribution in progress: 12 of 24 packages handed over, the first three steps complete,
 * Finish distribution and Cancel project among the actions. Tab moves through the steps.
 */
export const InProgress: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('heading', { name: 'Winter food parcels' }),
    ).toBeInTheDocument();
    await expect(page.getByText('12 of 24')).toBeInTheDocument();
    await expect(page.getByRole('button', { name: 'Finish distribution' })).toBeInTheDocument();
    await expect(page.getByRole('button', { name: 'Cancel project' })).toBeInTheDocument();
    const nav = within(page.getByRole('navigation', { name: 'Steps of Winter food parcels' }));
    const members = nav.getByRole('link', { name: /Members/ });
    members.focus();
    await userEvent.tab();
    await expect(nav.getByRole('link', { name: /Package/ })).toHaveFocus();
    await userEvent.tab();
    await expect(nav.getByRole('link', { name: /Beneficiaries/ })).toHaveFocus();
    await userEvent.tab();
    await expect(nav.getByRole('link', { name: /Fulfilment/ })).toHaveFocus();
  },
};

/**
 * A draft nobody runs yet: the members step to do, every later step locked with its reason and
 * no link; Mark as planned is offered, and says why not when pressed.
 */
export const DraftLocked: Story = {
  args: { path: '/projects/10' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const nav = within(
      await page.findByRole('navigation', { name: 'Steps of New arrivals welcome kits' }),
    );
    await expect(nav.getByRole('link', { name: /Members/ })).toBeInTheDocument();
    await expect(nav.queryByRole('link', { name: /Package/ })).not.toBeInTheDocument();
    await expect(nav.getAllByText(`Locked: ${PROJECT_MESSAGES.membersFirst}`)).toHaveLength(3);
    await expect(page.getByRole('button', { name: 'Mark as planned' })).toBeInTheDocument();
    // Keyboard: from the members step, Tab skips the locked steps to the next thing to do.
    nav.getByRole('link', { name: /Members/ }).focus();
    await userEvent.tab();
    const focused = canvasElement.ownerDocument.activeElement;
    await expect(focused).toHaveAttribute('href', '/projects/10/project-members');
    await expect(focused?.closest('nav')).toBeNull();
  },
};

/**
 * The details edited in place while someone else changed the place: the 409 shows both
 * versions, and Use their version loads theirs.
 */
export const EditDetailsConflict: Story = {
  parameters: {
    visual: false,
    msw: {
      handlers: [
        http.put('*/api/projects/7', () =>
          HttpResponse.json(
            {
              message: 'This project was changed by someone else while you were editing it.',
              data: { ...winterParcels, location: 'Alief YMCA', version: 9 },
            },
            { status: 409 },
          ),
        ),
        ...charityHandlers(),
      ],
    },
  },
  args: { path: '/projects/7?edit=details' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const form = within(await page.findByRole('form', { name: 'Edit project' }));
    const location = form.getByRole('textbox', { name: /Location/ });
    await userEvent.clear(location);
    await userEvent.type(location, 'Alief Library');
    await userEvent.click(form.getByRole('button', { name: 'Save details' }));
    await expect(
      await page.findByRole('heading', { name: 'This project was changed by someone else' }),
    ).toBeInTheDocument();
    await expect(page.getByText('Alief YMCA')).toBeInTheDocument();
    const theirs = page.getByRole('button', { name: /Use their version/ });
    theirs.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(location).toHaveValue('Alief YMCA'));
  },
};

/** Cancelling from the keyboard, with a reason: the page then says so. */
export const CancelByKeyboard: Story = {
  parameters: { visual: false },
  args: { path: '/projects/8' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const cancel = await page.findByRole('button', { name: 'Cancel project' });
    cancel.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = within(await body.findByRole('dialog', { name: /Cancel project/ }));
    await userEvent.click(dialog.getByRole('textbox', { name: /Reason/ }));
    await userEvent.keyboard('The school closed for repairs');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel project' }));
    await expect(
      await page.findByText(/Cancelled: The school closed for repairs/),
    ).toBeInTheDocument();
    await expect(page.queryByRole('button', { name: 'Cancel project' })).not.toBeInTheDocument();
    forgetAnnouncements();
    await clearToasts();
  },
};
