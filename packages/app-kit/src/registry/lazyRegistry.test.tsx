import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { sampleRegistry } from '../resources/testing/sampleResources';
import { lazyRegistry } from './lazyRegistry';
import { ResourceRegistryProvider, useResourceRegistry } from './ResourceRegistryContext';

function ResourceCount() {
  const registry = useResourceRegistry();
  return <p>{`${registry.resources.length} resources`}</p>;
}

/** A fallback that counts how often it was drawn. */
let fallbackDraws = 0;
function CountedFallback() {
  fallbackDraws += 1;
  return <p>Loading…</p>;
}

describe('lazyRegistry', () => {
  it('fetches nothing until asked, then once for every caller', async () => {
    const load = vi.fn(() => Promise.resolve(sampleRegistry));
    const registry = lazyRegistry(load);
    expect(load).not.toHaveBeenCalled();
    const [first, second] = await Promise.all([registry.load(), registry.load()]);
    expect(first).toBe(sampleRegistry);
    expect(second).toBe(sampleRegistry);
    await registry.load();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed fetch', async () => {
    const load = vi
      .fn<() => Promise<typeof sampleRegistry>>()
      .mockRejectedValueOnce(new Error('network down'))
      .mockResolvedValueOnce(sampleRegistry);
    const registry = lazyRegistry(load);
    await expect(registry.load()).rejects.toThrow('network down');
    await expect(registry.load()).resolves.toBe(sampleRegistry);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('lets a screen wait for it under Suspense, then read it like a plain registry', async () => {
    let arrive: (value: typeof sampleRegistry) => void = () => undefined;
    const registry = lazyRegistry(
      () =>
        new Promise((resolve) => {
          arrive = resolve;
        }),
    );
    // React 19 in a test settles a suspended first render only inside an async act.
    await act(async () => {
      render(
        <ResourceRegistryProvider registry={registry}>
          <Suspense fallback={<p>Loading…</p>}>
            <ResourceCount />
          </Suspense>
        </ResourceRegistryProvider>,
      );
    });
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    await act(async () => arrive(sampleRegistry));
    expect(
      await screen.findByText(`${sampleRegistry.resources.length} resources`),
    ).toBeInTheDocument();
  });

  it('draws a screen at once, never showing the fallback, once it has come', async () => {
    const registry = lazyRegistry(() => Promise.resolve(sampleRegistry));
    await registry.load();
    fallbackDraws = 0;
    render(
      <ResourceRegistryProvider registry={registry}>
        <Suspense fallback={<CountedFallback />}>
          <ResourceCount />
        </Suspense>
      </ResourceRegistryProvider>,
    );
    expect(screen.getByText(`${sampleRegistry.resources.length} resources`)).toBeInTheDocument();
    expect(fallbackDraws).toBe(0);
  });
});
