import { lazy, useState, type ComponentType } from 'react';

export interface ReadyLazy<P extends object> {
  Component: ComponentType<P>;
  /** Starts the download (once); resolves when the component is ready. */
  load: () => Promise<ComponentType<P>>;
}

/**
 * `React.lazy`, except that a component whose code is already in renders at once instead of suspending.
 * `lazy` always suspends on its first render, even for a module that has loaded: the page then commits
 * the Suspense fallback first, and React holds the content back until 300 ms after a fallback was shown
 * (its reveal throttle), with the screen's data requests waiting behind it. The first screen's code is
 * named in the page's head and loaded before React's first render (main.tsx), so it is drawn in the
 * first commit. The choice is made when the component mounts, so it never remounts.
 */
export function readyLazy<P extends object>(load: () => Promise<ComponentType<P>>): ReadyLazy<P> {
  let ready: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const start = () =>
    (loading ??= load().then((component) => {
      ready = component;
      return component;
    }));
  const Lazy = lazy(() => start().then((component) => ({ default: component })));
  function Ready(props: P) {
    const [Shown] = useState<ComponentType<P>>(() => ready ?? Lazy);
    return <Shown {...props} />;
  }
  return { Component: Ready, load: start };
}
