import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Form } from '../Form';
import { DateField } from './DateField';

// Typing into the segments works here thanks to vitest.setup.ts, which makes happy-dom fire
// `selectionchange` only when the selection moved (it recursed with react-aria's segments).
describe('DateField', () => {
  it('shows an ISO value in its segments', () => {
    render(<DateField label="Due date" defaultValue="2024-03-05" />);
    const group = screen.getByRole('group', { name: 'Due date' });
    expect(group).toHaveTextContent('3/5/2024');
  });

  it('treats a malformed value as empty rather than failing', () => {
    render(<DateField label="Due date" value="05/03/2024" />);
    expect(screen.getByRole('spinbutton', { name: /month/i })).toHaveTextContent('mm');
  });

  it('takes a date typed into its segments', async () => {
    const onChange = vi.fn();
    render(<DateField label="Due date" onChange={onChange} />);
    await userEvent.click(screen.getByRole('spinbutton', { name: /month/i }));
    await userEvent.keyboard('03052024');
    expect(onChange).toHaveBeenLastCalledWith('2024-03-05');
    expect(screen.getByRole('group', { name: 'Due date' })).toHaveTextContent('3/5/2024');
  });

  it('submits YYYY-MM-DD under its name', async () => {
    let submitted: Record<string, FormDataEntryValue> = {};
    render(
      <Form
        onSubmit={(event) => {
          event.preventDefault();
          submitted = Object.fromEntries(new FormData(event.currentTarget));
        }}
      >
        <DateField label="Due date" name="due_date" defaultValue="2024-11-09" />
        <button type="submit">Save</button>
      </Form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(submitted).toEqual({ due_date: '2024-11-09' });
  });
});
