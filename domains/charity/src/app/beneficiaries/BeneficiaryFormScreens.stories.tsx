import { clearToasts, onFixedDay } from '@backoffice/app-kit/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CharityScreensApp } from '../testing/CharityScreensApp';
import { officer } from '../testing/fixtures';
import { forgetAnnouncements } from '../testing/forgetAnnouncements';
import { charityHandlers } from '../testing/handlers';

const meta = {
  title: 'Screens/Charity/Beneficiaries/Form',
  component: CharityScreensApp,
  parameters: { layout: 'fullscreen', msw: { handlers: charityHandlers() } },
  args: { path: '/beneficiaries/new-beneficiary', user: officer },
  beforeEach: onFixedDay('2026-03-14'),
} satisfies Meta<typeof CharityScreensApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The registration form, empty: active and a household of one to start with. */
export const New: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('form', { name: 'New beneficiary' })).toBeInTheDocument();
    await expect(page.getByRole('button', { name: 'Register beneficiary' })).toBeInTheDocument();
  },
};

/** Fills the form from the keyboard, up to the duplicate warning. */
async function typeAmina(canvasElement: HTMLElement, phone: string) {
  const page = within(canvasElement);
  const form = await page.findByRole('form', { name: 'New beneficiary' });
  const name = within(form).getByRole('textbox', { name: /^Name/ });
  name.focus();
  await userEvent.keyboard('amina bello');
  await userEvent.tab();
  // Gender: a select; Enter opens it, the first option is Female.
  await userEvent.keyboard('{Enter}');
  const female = await within(canvasElement.ownerDocument.body).findByRole('option', {
    name: 'Female',
  });
  await userEvent.click(female);
  const born = within(form).getByRole('group', { name: /Date of birth/ });
  await userEvent.click(within(born).getAllByRole('spinbutton')[0] as HTMLElement);
  await userEvent.keyboard('04121986');
  await userEvent.type(within(form).getByRole('textbox', { name: /Phone/ }), phone);
  return { page, form };
}

async function choose(
  canvasElement: HTMLElement,
  form: HTMLElement,
  label: RegExp,
  option: string,
) {
  await userEvent.click(within(form).getByRole('button', { name: label }));
  await userEvent.click(
    await within(canvasElement.ownerDocument.body).findByRole('option', { name: option }),
  );
}

/**
 * Registering Amina Bello again (same name, another case, and date of birth): the warning
 * names her with a link to her record and why she matches, takes the focus, and nothing is
 * saved until "Save anyway"; then the new record's page opens.
 */
export const DuplicateWarning: Story = {
  play: async ({ canvasElement }) => {
    const { page, form } = await typeAmina(canvasElement, '7135559999');
    await choose(canvasElement, form, /Category/, 'Families');
    await choose(canvasElement, form, /State/, 'Texas');
    await userEvent.click(within(form).getByRole('button', { name: 'Register beneficiary' }));
    const warning = await page.findByRole(
      'region',
      { name: 'This may be someone already registered' },
      { timeout: 5000 },
    );
    await waitFor(() => expect(within(warning).getByRole('heading')).toHaveFocus());
    await expect(
      within(warning).getByRole('link', { name: /Amina Bello \(#12\)/ }),
    ).toHaveAttribute('href', '/beneficiaries/12');
    await expect(warning).toHaveTextContent('same name and date of birth');
    await expect(
      page.queryByRole('button', { name: 'Register beneficiary' }),
    ).not.toBeInTheDocument();
    forgetAnnouncements();
  },
};

/** The warning's "Save anyway" from the keyboard registers her deliberately. */
export const SaveAnyway: Story = {
  parameters: { visual: false },
  play: async (context) => {
    await DuplicateWarning.play?.(context);
    const page = within(context.canvasElement);
    const save = page.getByRole('button', { name: 'Save anyway' });
    save.focus();
    await userEvent.keyboard('{Enter}');
    await page.findByRole('heading', { name: 'amina bello' }, { timeout: 5000 });
    await expect(
      await page.findByText(/Registered deliberately despite a likely duplicate/),
    ).toBeInTheDocument();
    forgetAnnouncements();
    await clearToasts();
  },
};

/** The same phone as someone else (Mohamed Farah's) is a likely duplicate too. */
export const SamePhone: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const form = await page.findByRole('form', { name: 'New beneficiary' });
    await userEvent.type(within(form).getByRole('textbox', { name: /^Name/ }), 'Hodan Warsame');
    await userEvent.type(within(form).getByRole('textbox', { name: /Phone/ }), '(713) 555-1019');
    await choose(canvasElement, form, /Gender/, 'Female');
    await choose(canvasElement, form, /Category/, 'Widows');
    await choose(canvasElement, form, /State/, 'Texas');
    await userEvent.click(within(form).getByRole('button', { name: 'Register beneficiary' }));
    const warning = await page.findByRole(
      'region',
      { name: /already registered/ },
      { timeout: 5000 },
    );
    await expect(warning).toHaveTextContent('Mohamed Farah (#13)');
    await expect(warning).toHaveTextContent('same phone number');
    forgetAnnouncements();
  },
};

/** "Change the details" puts the form back with the focus on the name, the warning gone. */
export const ChangeDetails: Story = {
  parameters: { visual: false },
  play: async (context) => {
    await SamePhone.play?.(context);
    const page = within(context.canvasElement);
    await userEvent.click(page.getByRole('button', { name: 'Change the details' }));
    await waitFor(() => expect(page.getByRole('textbox', { name: /^Name/ })).toHaveFocus());
    await expect(
      page.queryByRole('region', { name: /already registered/ }),
    ).not.toBeInTheDocument();
    // The warning's buttons announced themselves as they went: nothing points there any more.
    forgetAnnouncements();
  },
};

/** Changing Amina's household size alone is not checked for duplicates: saved at once. */
export const Edit: Story = {
  args: { path: '/beneficiaries/12/edit-beneficiary' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const form = await page.findByRole('form', { name: 'Edit beneficiary' });
    await expect(within(form).getByRole('textbox', { name: /^Name/ })).toHaveValue('Amina Bello');
  },
};

export const EditSaves: Story = {
  parameters: { visual: false },
  args: { path: '/beneficiaries/12/edit-beneficiary' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const form = await page.findByRole('form', { name: 'Edit beneficiary' });
    const size = within(form).getByRole('textbox', { name: /Household size/ });
    await userEvent.clear(size);
    await userEvent.type(size, '7');
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    await page.findByRole('link', { name: /All beneficiaries/ });
    await expect(await page.findByText('7 people')).toBeInTheDocument();
    forgetAnnouncements();
    await clearToasts();
  },
};
