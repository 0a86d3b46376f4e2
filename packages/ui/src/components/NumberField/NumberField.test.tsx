import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MoneyField } from '../MoneyField';
import { NumberField } from './NumberField';

function Weight() {
  const [kilograms, setKilograms] = useState(Number.NaN);
  return (
    <>
      <NumberField label="Weight" value={kilograms} onChange={setKilograms} />
      <output>{String(kilograms)}</output>
    </>
  );
}

async function typeInto(name: string, text: string) {
  const input = screen.getByRole('textbox', { name });
  await userEvent.clear(input);
  await userEvent.type(input, text);
  await userEvent.tab();
  return input;
}

describe('NumberField: what is typed stays what it means', () => {
  it('reads "7,2" as seven point two, never as 72', async () => {
    const onChange = vi.fn();
    render(<NumberField label="Weight" onChange={onChange} />);
    const input = await typeInto('Weight', '7,2');
    expect(onChange).toHaveBeenLastCalledWith(7.2);
    expect(input).toHaveValue('7.2');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('does the same for a field its caller holds', async () => {
    render(<Weight />);
    const input = await typeInto('Weight', '12,5');
    expect(input).toHaveValue('12.5');
    expect(screen.getByRole('status')).toHaveTextContent('12.5');
  });

  it('keeps a comma before three digits as thousands', async () => {
    const onChange = vi.fn();
    render(<NumberField label="Eggs" onChange={onChange} />);
    const input = await typeInto('Eggs', '1,250');
    expect(onChange).toHaveBeenLastCalledWith(1250);
    expect(input).toHaveValue('1,250');
  });

  it('refuses a comma that is neither, with a message at the field and the text as typed', async () => {
    const onChange = vi.fn();
    render(<NumberField label="Eggs" onChange={onChange} />);
    const input = await typeInto('Eggs', '1,2,3');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(
      'Eggs has a comma out of place: write it as 1,250.5 or 1250.5.',
    );
    // Kept as typed, and still no number: never React Aria's reading of it, 123.
    expect(input).toHaveValue('1,2,3');
    expect(onChange).not.toHaveBeenCalled();
    // Fixed, the message goes.
    await typeInto('Eggs', '123');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(onChange).toHaveBeenLastCalledWith(123);
  });

  it('refuses a trailing comma on Enter, and takes back the value it read as the one held', async () => {
    render(<Weight />);
    const input = await typeInto('Weight', '12');
    expect(screen.getByRole('status')).toHaveTextContent('12');
    await userEvent.click(input);
    // "12," reads as 12, the value held: refused all the same, and the 12 goes.
    await userEvent.keyboard('{End},{Enter}');
    expect(input).toHaveValue('12,');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Weight has a comma out of place: write it as 1,250.5 or 1250.5.'));
    expect(screen.getByRole('status')).toHaveTextContent('NaN');
    // Edited by keyboard, the text is React Aria's to read again.
    await userEvent.keyboard('{Backspace}{Enter}');
    expect(input).toHaveValue('12');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('status')).toHaveTextContent('12');
  });

  it('keeps a refused amount as typed in a money field, with no amount', async () => {
    const onChange = vi.fn();
    render(<MoneyField label="Amount" onChange={onChange} />);
    const input = await typeInto('Amount', '1,2,3');
    expect(input).toHaveValue('1,2,3');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    // Not $123.00.
    expect(onChange).not.toHaveBeenCalled();
  });

  it('reads dollars and cents typed with a comma in a money field', async () => {
    const onChange = vi.fn();
    render(<MoneyField label="Amount" onChange={onChange} />);
    const input = await typeInto('Amount', '19,99');
    // $19.99 is 1,999 cents.
    expect(onChange).toHaveBeenLastCalledWith(1999);
    expect(input).toHaveValue('$19.99');
  });

  it('refuses a third decimal on dollars rather than round it away', async () => {
    render(<MoneyField label="Amount" />);
    const input = await typeInto('Amount', '19.999');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Amount takes at most 2 decimals.')).toBeInTheDocument();
    // Not rounded to $20.00.
    expect(input).toHaveValue('19.999');
    await typeInto('Amount', '19.99');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveValue('$19.99');
  });

  it('takes as many decimals as the figures show', async () => {
    const onChange = vi.fn();
    render(
      <NumberField label="Feed" formatOptions={{ maximumFractionDigits: 3 }} onChange={onChange} />,
    );
    const input = await typeInto('Feed', '2.125');
    expect(onChange).toHaveBeenLastCalledWith(2.125);
    expect(input).not.toHaveAttribute('aria-invalid');
  });
});
