import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConflictPanel } from './ConflictPanel';

describe('ConflictPanel', () => {
  it('announces who changed the record and when, and compares the fields', () => {
    render(
      <ConflictPanel
        fields={[{ name: 'quantity', label: 'Quantity', yours: '40', theirs: '' }]}
        changedBy="Sam Ortiz"
        changedAt="2026-11-23T19:05:00Z"
        timeZone="UTC"
        onKeepMine={() => {}}
        onTakeTheirs={() => {}}
      />,
    );
    const panel = screen.getByRole('region', { name: 'This record was changed by someone else' });
    const alert = within(panel).getByRole('alert');
    expect(alert).toHaveTextContent(/Sam Ortiz saved it on Nov 23, 2026, 7:05\sPM while you/);
    expect(alert.querySelector('time')).toHaveAttribute('datetime', '2026-11-23T19:05:00Z');
    const row = within(panel).getByRole('row', { name: /^Quantity/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['40', 'Empty']);
  });

  it('runs the chosen way out', async () => {
    const onKeepMine = vi.fn();
    const onTakeTheirs = vi.fn();
    render(
      <ConflictPanel
        fields={[{ name: 'status', label: 'Status', yours: 'Delivered', theirs: 'Cancelled' }]}
        onKeepMine={onKeepMine}
        onTakeTheirs={onTakeTheirs}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Someone else saved it while you');
    await userEvent.click(screen.getByRole('button', { name: 'Save my version' }));
    await userEvent.click(screen.getByRole('button', { name: 'Use their version' }));
    expect(onKeepMine).toHaveBeenCalledTimes(1);
    expect(onTakeTheirs).toHaveBeenCalledTimes(1);
  });

  it('shows an unreadable date as it came', () => {
    render(
      <ConflictPanel
        fields={[]}
        changedAt="yesterday"
        onKeepMine={() => {}}
        onTakeTheirs={() => {}}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Someone else saved it on yesterday');
    expect(screen.queryByRole('table')).toBeNull();
  });
});
