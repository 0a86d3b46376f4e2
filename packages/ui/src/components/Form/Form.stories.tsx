import type { Meta, StoryObj } from '@storybook/react-vite';
import { type FormEvent, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import { DateField } from '../DateField';
import { MoneyField } from '../MoneyField';
import { Select } from '../Select';
import { TextField } from '../TextField';
import { Form } from './Form';

const categories = [
  { name: 'Feed', value: 'feed' },
  { name: 'Fuel', value: 'fuel' },
  { name: 'Repairs and maintenance', value: 'repairs' },
];

interface SaveAnswer {
  status: 201 | 422;
  body: { message: string; errors: Record<string, string[]> };
}

/** What the server answers: a 422 with Laravel's shape while the vendor is "Unknown", else success. */
function fakeSave(values: Record<string, FormDataEntryValue>): SaveAnswer {
  if (values.vendor === 'Unknown') {
    return {
      status: 422,
      body: {
        message: 'The given data was invalid.',
        errors: {
          vendor: ['The selected vendor is invalid.'],
          amount: ['The amount may not be greater than 5000.00 without approval.'],
        },
      },
    };
  }
  return { status: 201, body: { message: 'Saved.', errors: {} } };
}

interface ExpenseFormProps {
  onSave: (values: Record<string, FormDataEntryValue>) => void;
  isDisabled?: boolean;
}

function ExpenseForm({ onSave, isDisabled }: ExpenseFormProps) {
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [message, setMessage] = useState<string>();
  const [saved, setSaved] = useState(false);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = Object.fromEntries(new FormData(event.currentTarget));
    onSave(values);
    const answer = fakeSave(values);
    setErrors(answer.body.errors);
    setMessage(answer.status === 422 ? answer.body.message : undefined);
    setSaved(answer.status === 201);
  };
  return (
    <Form onSubmit={submit} validationErrors={errors} message={message} aria-label="New expense">
      <TextField
        label="Vendor"
        name="vendor"
        isRequired
        defaultValue="Unknown"
        isDisabled={isDisabled}
      />
      <Select
        label="Category"
        name="category"
        options={categories}
        isRequired
        isDisabled={isDisabled}
      />
      <MoneyField
        label="Amount"
        name="amount"
        isRequired
        defaultValue={650000}
        isDisabled={isDisabled}
      />
      <DateField
        label="Date"
        name="date"
        isRequired
        defaultValue="2024-03-05"
        isDisabled={isDisabled}
      />
      <Checkbox name="paid" value="1" isDisabled={isDisabled}>
        Already paid
      </Checkbox>
      <div>
        <Button type="submit" isDisabled={isDisabled}>
          Save expense
        </Button>
      </div>
      {saved && <p role="status">Expense saved.</p>}
    </Form>
  );
}

const meta = {
  title: 'Components/Form',
  component: Form,
  args: { onSubmit: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 400 }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    // A field shown alone is not a page: landmarks belong to the app shell.
    a11y: { config: { rules: [{ id: 'region', enabled: false }] } },
    docs: {
      description: {
        component:
          'Wraps fields so the browser checks required and typed fields before `onSubmit`, and so the server’s 422 answer lands beside the right fields: pass its `errors` (`{ field: ["message"] }`) as `validationErrors` and its `message` as `message`. Each field whose `name` matches shows its messages until the user edits it; the values stay as typed. Enter in a text field submits.',
      },
    },
  },
} satisfies Meta<typeof Form>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => (
    <Form
      {...args}
      aria-label="Sign in"
      onSubmit={(event) => {
        event.preventDefault();
        args.onSubmit?.(event);
      }}
    >
      <TextField label="Email address" name="email" type="email" isRequired />
      <TextField label="Password" name="password" type="password" isRequired />
      <div>
        <Button type="submit">Sign in</Button>
      </div>
    </Form>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      canvas.getByRole('textbox', { name: /Email address/ }),
      'dana@example.com',
    );
    await userEvent.type(canvas.getByLabelText(/Password/), 'correct horse{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const ServerErrors: Story = {
  name: 'Server errors beside the fields (422)',
  render: (args) => <ExpenseForm onSave={(values) => args.onSubmit?.(values as never)} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    // The browser stops the first submit: the category is required.
    await userEvent.click(canvas.getByRole('button', { name: 'Save expense' }));
    const category = canvas.getByRole('button', { name: /Category/ });
    await waitFor(() =>
      expect(canvas.getByText(/select an item|fill out|select one/i)).toBeVisible(),
    );
    await userEvent.click(category);
    await userEvent.click(await body.findByRole('option', { name: 'Fuel' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save expense' }));

    await expect(await canvas.findByRole('alert')).toHaveTextContent('The given data was invalid.');
    const vendor = canvas.getByRole('textbox', { name: /Vendor/ });
    await expect(vendor).toHaveAttribute('aria-invalid', 'true');
    await expect(vendor).toHaveAccessibleDescription('The selected vendor is invalid.');
    await expect(
      canvas.getByText('The amount may not be greater than 5000.00 without approval.'),
    ).toBeVisible();
    // Nothing typed is lost.
    await expect(vendor).toHaveValue('Unknown');
    await expect(canvas.getByRole('textbox', { name: /Amount/ })).toHaveValue('$6,500.00');
    // Editing a field clears its server message only.
    await userEvent.clear(vendor);
    await userEvent.type(vendor, 'Harbor Fuel Co');
    // Gone while typing, before the field loses focus: nothing moves on the way to the button.
    await expect(vendor).toHaveFocus();
    await expect(vendor).not.toHaveAttribute('aria-invalid');
    await expect(
      canvas.getByText('The amount may not be greater than 5000.00 without approval.'),
    ).toBeVisible();
  },
};

/** A sign-in form whose server refuses every password but "correct horse", on the email field. */
function SignInForm({ onTry }: { onTry: (values: Record<string, FormDataEntryValue>) => void }) {
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [signedIn, setSignedIn] = useState(false);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = Object.fromEntries(new FormData(event.currentTarget));
    onTry(values);
    const right = values.password === 'correct horse';
    setErrors(right ? {} : { email: ['These credentials do not match our records.'] });
    setSignedIn(right);
  };
  return (
    <Form onSubmit={submit} validationErrors={errors} aria-label="Sign in">
      <TextField label="Email address" name="email" type="email" isRequired />
      <TextField label="Password" name="password" type="password" isRequired />
      <div>
        <Button type="submit">Sign in</Button>
      </div>
      {signedIn && <p role="status">Signed in.</p>}
    </Form>
  );
}

/**
 * A server's error never blocks the next try. The error sits on a field the user does not
 * change (the email, for a wrong password): the button sends again, and so does Enter, and each
 * answer shows afresh.
 */
export const RetryAfterServerError: Story = {
  name: 'Sending again after a server error',
  render: (args) => <SignInForm onTry={(values) => args.onSubmit?.(values as never)} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByRole('textbox', { name: /Email address/ });
    const password = canvas.getByLabelText(/Password/);
    const signIn = canvas.getByRole('button', { name: 'Sign in' });
    await userEvent.type(email, 'dana@example.com');
    await userEvent.type(password, 'wrong');
    await userEvent.click(signIn);
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    await expect(email).toHaveAccessibleDescription('These credentials do not match our records.');
    // The same wrong password again: sent, and refused again.
    await userEvent.click(signIn);
    await expect(args.onSubmit).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    // The right one, with Enter in the password field: the email's error does not hold it back.
    await userEvent.clear(password);
    await userEvent.type(password, 'correct horse{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(3);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Signed in.');
    await expect(email).not.toHaveAttribute('aria-invalid');
  },
};

export const Keyboard: Story = {
  name: 'Keyboard: fill and submit without a mouse',
  render: (args) => <ExpenseForm onSave={(values) => args.onSubmit?.(values as never)} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    await userEvent.tab();
    const vendor = canvas.getByRole('textbox', { name: /Vendor/ });
    await expect(vendor).toHaveFocus();
    await userEvent.keyboard('{Control>}a{/Control}Harbor Fuel Co');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /Category/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await body.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: /Amount/ })).toHaveFocus();
    await userEvent.keyboard('{Control>}a{/Control}120.5');
    // Tab past the three date segments and the checkbox, to the button.
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Save expense' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({
      vendor: 'Harbor Fuel Co',
      category: 'fuel',
      amount: '12050',
      date: '2024-03-05',
      paid: '1',
    });
    await expect(await canvas.findByRole('status')).toHaveTextContent('Expense saved.');
  },
};

export const WithMessageOnly: Story = {
  name: 'Error that belongs to no field',
  render: (args) => (
    <Form
      {...args}
      aria-label="Close the week"
      message="This week is already closed. Reopen it from the inventory log first."
    >
      <DateField label="Week ending" name="week" defaultValue="2024-03-10" isReadOnly />
      <div>
        <Button type="submit">Close week</Button>
      </div>
    </Form>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'This week is already closed.',
    );
  },
};

export const Disabled: Story = {
  name: 'Disabled while saving',
  render: (args) => (
    <ExpenseForm isDisabled onSave={(values) => args.onSubmit?.(values as never)} />
  ),
};

export const MobileWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  decorators: [
    (Story) => (
      <div style={{ width: 343 }}>
        <Story />
      </div>
    ),
  ],
  render: (args) => <ExpenseForm onSave={(values) => args.onSubmit?.(values as never)} />,
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: (args) => <ExpenseForm onSave={(values) => args.onSubmit?.(values as never)} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Category/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Feed' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save expense' }));
    await canvas.findByRole('alert');
  },
};
