import { type RenderHookResult, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { ApiClientProvider } from '../src/react/ApiClientProvider';

/**
 * Renders a hook inside an ApiClientProvider with a fresh SWR cache, no deduplication and spy
 * handlers for the session end and the server error.
 */
export function renderWithClient<Result, Props>(
  hook: (props: Props) => Result,
  options: { initialProps?: Props } = {},
) {
  const onSessionEnd = vi.fn();
  const onServerError = vi.fn();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ApiClientProvider
      onSessionEnd={onSessionEnd}
      onServerError={onServerError}
      swrConfig={{ provider: () => new Map(), dedupingInterval: 0 }}
    >
      {children}
    </ApiClientProvider>
  );
  const rendered: RenderHookResult<Result, Props> = renderHook(hook, {
    wrapper,
    ...options,
  });
  return { ...rendered, onSessionEnd, onServerError };
}
