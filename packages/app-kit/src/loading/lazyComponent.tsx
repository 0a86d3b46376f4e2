import { type ComponentType, lazy } from 'react';

/** A component whose file loads on first use, with `preload` to fetch it before. */
export type LazyComponent<P extends object> = ComponentType<P> & {
  /** Starts loading the component's file (once), and returns the component when it has come. */
  preload(): Promise<ComponentType<P>>;
};

/**
 * A component loaded from its own file on first use, like `React.lazy`: it suspends to the
 * nearest `Suspense` while the file loads, and a failed load is thrown to the error boundary.
 * Unlike `React.lazy`, once the file has come (or was fetched ahead with `preload`, beside a
 * screen's own file) it draws at once. `React.lazy` suspends on its first use even then, and a
 * boundary that has shown its fallback holds its content back for up to 300 ms more (React's
 * fallback throttle), so a screen whose files were all there would still wait.
 *
 * ```tsx
 * const ShellLayout = lazyComponent(() => import('./ShellLayout').then((m) => m.ShellLayout));
 * void ShellLayout.preload(); // e.g. in a route's `lazy`, beside the screen's own file
 * <Suspense fallback={null}><ShellLayout>…</ShellLayout></Suspense>
 * ```
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
): LazyComponent<P> {
  let pending: Promise<ComponentType<P>> | null = null;
  let loaded: ComponentType<P> | null = null;
  const preload = () => {
    pending ??= load().then((component) => {
      loaded = component;
      return component;
    });
    return pending;
  };
  // Only drawn before the file has come: when it has, React draws this component again, which
  // then draws the loaded one itself, so the element's type settles before anything mounts.
  const Loading = lazy(() => preload().then((component) => ({ default: component })));
  // biome-ignore lint/correctness/noComponentHookFactories: made once per file at module level, as React.lazy's are.
  function Loaded(props: P) {
    const Component = loaded;
    return Component ? <Component {...props} /> : <Loading {...props} />;
  }
  return Object.assign(Loaded, { preload });
}
