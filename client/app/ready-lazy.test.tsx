import { act, render, screen } from '@testing-library/react';
import { Suspense, useState, type ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { readyLazy } from './ready-lazy';

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((c) => c + 1)}>
      {label} {count}
    </button>
  );
}

/** A module whose download the test finishes by hand, counting how often it was asked for. */
function deferredModule() {
  let finish = () => undefined as void;
  let asked = 0;
  const load = () => {
    asked += 1;
    return new Promise<typeof Counter>((resolve) => {
      finish = () => resolve(Counter);
    });
  };
  return { load, finish: () => finish(), asked: () => asked };
}

const page = (Component: ComponentType<{ label: string }>, label = 'Clicks') => (
  <Suspense fallback={<p>Loading…</p>}>
    <Component label={label} />
  </Suspense>
);

describe('readyLazy', () => {
  it('draws a component whose code is in at once, with no loading state', async () => {
    const module = deferredModule();
    const ready = readyLazy(module.load);
    const loaded = ready.load();
    module.finish();
    await loaded;
    render(page(ready.Component));
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
    expect(screen.getByRole('button')).toHaveTextContent('Clicks 0');
  });

  it('suspends like React.lazy while the code is on its way, and downloads it once', async () => {
    const module = deferredModule();
    const ready = readyLazy(module.load);
    render(page(ready.Component));
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    void ready.load();
    await act(async () => module.finish());
    expect(await screen.findByRole('button')).toHaveTextContent('Clicks 0');
    expect(module.asked()).toBe(1);
  });

  it('keeps the mounted component (and its state) when its parent draws again after the code came in', async () => {
    const module = deferredModule();
    const ready = readyLazy(module.load);
    const view = render(page(ready.Component));
    await act(async () => module.finish());
    const button = await screen.findByRole('button');
    await act(async () => button.click());
    view.rerender(page(ready.Component, 'Taps'));
    expect(screen.getByRole('button')).toHaveTextContent('Taps 1');
  });
});
