import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UserMenu } from './UserMenu';

describe('UserMenu', () => {
  it('names the button after the user and shows their initials without a photo', () => {
    render(<UserMenu name="Ada Lovelace" onSignOut={() => {}} />);
    const button = screen.getByRole('button', { name: 'Account menu for Ada Lovelace' });
    expect(button.querySelector('[data-initials]')).toHaveAttribute('data-initials', 'AL');
  });

  it("offers 'Your Profile' only when asked, and signs out", async () => {
    const onSignOut = vi.fn();
    const user = userEvent.setup();
    const { rerender } = render(<UserMenu name="Ada Lovelace" onSignOut={onSignOut} />);
    await user.click(screen.getByRole('button', { name: /Account menu/ }));
    let menu = await screen.findByRole('menu', { name: 'Account menu for Ada Lovelace' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Sign out']);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());

    rerender(<UserMenu name="Ada Lovelace" showProfile onSignOut={onSignOut} />);
    await user.click(screen.getByRole('button', { name: /Account menu/ }));
    menu = await screen.findByRole('menu', { name: 'Account menu for Ada Lovelace' });
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Your Profile', 'Sign out']);
    expect(items[0]).toHaveAttribute('href', '/profile');
    await user.click(items[1]!);
    expect(onSignOut).toHaveBeenCalledTimes(1);
  });
});
