import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Form } from '../Form';
import { MoneyField } from './MoneyField';

// A 422 answer's errors, kept as they arrived while the user edits.
const serverErrors = { amount: ['The amount must be at least 5.00.'] };

function WithServerErrors() {
  const [cents, setCents] = useState<number | null>(100);
  return (
    <Form validationErrors={serverErrors}>
      <MoneyField label="Amount" name="amount" value={cents} onChange={setCents} />
    </Form>
  );
}

describe('MoneyField', () => {
  it('shows cents as en-US dollars', () => {
    render(<MoneyField label="Amount" defaultValue={123456} />);
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveValue('$1,234.56');
  });

  it('reports typed dollars as integer cents', async () => {
    const onChange = vi.fn();
    render(<MoneyField label="Amount" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Amount' });
    await userEvent.type(input, '19.99');
    await userEvent.tab();
    expect(onChange).toHaveBeenLastCalledWith(1999);
    expect(input).toHaveValue('$19.99');
  });

  it('reports a cleared field as null', async () => {
    const onChange = vi.fn();
    render(<MoneyField label="Amount" defaultValue={500} onChange={onChange} />);
    await userEvent.clear(screen.getByRole('textbox', { name: 'Amount' }));
    await userEvent.tab();
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('refuses a negative amount unless allowed, saying so and keeping it as typed', async () => {
    render(<MoneyField label="Amount" />);
    const input = screen.getByRole('textbox', { name: 'Amount' });
    await userEvent.type(input, '-5');
    await userEvent.tab();
    expect(input).toHaveValue('-$5.00');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Amount must be at least $0.00.');
  });

  it('takes a negative amount where allowed', async () => {
    render(<MoneyField label="Adjustment" allowsNegative />);
    const input = screen.getByRole('textbox', { name: 'Adjustment' });
    await userEvent.type(input, '-5');
    await userEvent.tab();
    expect(input).toHaveValue('-$5.00');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('submits cents under its name', async () => {
    const onSubmit = vi.fn((event: React.FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      return Object.fromEntries(new FormData(event.currentTarget));
    });
    render(
      <Form onSubmit={onSubmit}>
        <MoneyField label="Amount" name="amount" defaultValue={2550} />
        <button type="submit">Save</button>
      </Form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit.mock.results[0]?.value).toEqual({ amount: '2550' });
  });

  it('shows the server message for its name until the amount is edited', async () => {
    render(<WithServerErrors />);
    const input = screen.getByRole('textbox', { name: 'Amount' });
    expect(screen.getByText('The amount must be at least 5.00.')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');

    await userEvent.clear(input);
    await userEvent.type(input, '7');
    await userEvent.tab();
    expect(screen.queryByText('The amount must be at least 5.00.')).not.toBeInTheDocument();
    expect(input).toHaveValue('$7.00');
  });
});
