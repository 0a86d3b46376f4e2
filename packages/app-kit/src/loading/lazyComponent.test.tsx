import { act, render, screen } from '@testing-library/react';
import { Component, type ReactNode, Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectConsoleError } from '../../../../vitest.shared.ts';
import { lazyComponent } from './lazyComponent';

function Greeting({ name }: { name: string }) {
  return <p>{`Hello, ${name}`}</p>;
}

/** A fallback that counts how often it was drawn. */
let fallbackDraws = 0;
function CountedFallback() {
  fallbackDraws += 1;
  return <p>Loading…</p>;
}

class Caught extends Component<{ children: ReactNode }, { error: string | null }> {
  override state = { error: null as string | null };
  static getDerivedStateFromError(error: Error) {
    return { error: error.message };
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error}</p> : this.props.children;
  }
}

describe('lazyComponent', () => {
  it('loads its file on first use, showing the fallback meanwhile', async () => {
    let arrive: (component: typeof Greeting) => void = () => undefined;
    const load = vi.fn(
      () =>
        new Promise<typeof Greeting>((resolve) => {
          arrive = resolve;
        }),
    );
    const Lazy = lazyComponent(load);
    expect(load).not.toHaveBeenCalled();
    // React 19 in a test settles a suspended first render only inside an async act.
    await act(async () => {
      render(
        <Suspense fallback={<p>Loading…</p>}>
          <Lazy name="Ada" />
        </Suspense>,
      );
    });
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    await act(async () => arrive(Greeting));
    expect(await screen.findByText('Hello, Ada')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('draws at once, never showing the fallback, when its file was fetched ahead', async () => {
    const load = vi.fn(() => Promise.resolve(Greeting));
    const Lazy = lazyComponent(load);
    await expect(Lazy.preload()).resolves.toBe(Greeting);
    fallbackDraws = 0;
    render(
      <Suspense fallback={<CountedFallback />}>
        <Lazy name="Grace" />
      </Suspense>,
    );
    expect(screen.getByText('Hello, Grace')).toBeInTheDocument();
    expect(fallbackDraws).toBe(0);
    await Lazy.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('hands a failed load to the error boundary', async () => {
    const Lazy = lazyComponent<{ name: string }>(() =>
      Promise.reject(new Error('The file could not be fetched')),
    );
    // React logs the error its boundary caught: that is what this test is about.
    expectConsoleError('The file could not be fetched');
    await act(async () => {
      render(
        <Caught>
          <Suspense fallback={<p>Loading…</p>}>
            <Lazy name="Ada" />
          </Suspense>
        </Caught>,
      );
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('The file could not be fetched');
  });
});
