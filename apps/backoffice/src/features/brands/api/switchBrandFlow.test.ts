import { createAppStore } from '@backoffice/app-kit';
import { BRAND_SWITCH_DELAY_MS, MESSAGES } from '@backoffice/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { manager, withoutBrand } from '../../../testing/fixtures';
import { switchBrandFlow } from './switchBrandFlow';

describe('switchBrandFlow', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('stores the answered user, waits 1.5 s with the overlay, then opens the dashboard', async () => {
    const store = createAppStore(localStorage);
    store.setUser(withoutBrand);
    const navigate = vi.fn();
    const setSwitching = vi.fn();
    const showError = vi.fn();
    const switched = { ...manager, active_brand_id: 8 };

    const done = switchBrandFlow(8, {
      request: () => Promise.resolve(switched),
      store,
      navigate,
      showError,
      setSwitching,
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(setSwitching).toHaveBeenLastCalledWith(true);
    expect(store.getState().user?.active_brand_id).toBe(8);
    expect(JSON.parse(localStorage.getItem('user') ?? '{}').active_brand_id).toBe(8);
    expect(navigate).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(BRAND_SWITCH_DELAY_MS - 1);
    expect(navigate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(done).resolves.toBe(true);
    expect(setSwitching).toHaveBeenLastCalledWith(false);
    expect(navigate).toHaveBeenCalledWith('/dashboard');
    expect(showError).not.toHaveBeenCalled();
  });

  it('hides the overlay and says so when the server refuses the brand', async () => {
    const store = createAppStore(localStorage);
    store.setUser(withoutBrand);
    const navigate = vi.fn();
    const setSwitching = vi.fn();
    const showError = vi.fn();

    await expect(
      switchBrandFlow(9, {
        request: () => Promise.reject(new Error('403')),
        store,
        navigate,
        showError,
        setSwitching,
      }),
    ).resolves.toBe(false);
    expect(setSwitching.mock.calls).toEqual([[true], [false]]);
    expect(showError).toHaveBeenCalledWith(MESSAGES.brandAccessDenied);
    expect(navigate).not.toHaveBeenCalled();
    expect(store.getState().user).toEqual(withoutBrand);
  });
});
