import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { createQueryClient } from './api/query-client';
import { startStatus } from './api/status';
import { routeFor } from './app/routes';
import { loadScreen } from './app/screens';
import { loadStatusLine } from './app/shell/status-parts';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const queryClient = createQueryClient();
// The screen waits for the status line (AppShell): the line's data, the screen's first data, and both
// codes (which the page's head has already named, so they are on their way) are asked for now.
startStatus(queryClient, document);
routeFor(window.location.pathname)?.prefetch?.(queryClient);
// tailwind-merge builds its table of Tailwind's classes on its first call: about 25 ms of main thread,
// 100 ms at 4x CPU. It is built as soon as its chunk (one every screen loads) arrives, in a task of
// its own while the rest downloads, rather than inside the screen's first render.
const classMerge = import('./lib/utils').then(({ cn }) => void cn());
const firstScreen = Promise.all([loadStatusLine(), loadScreen(window.location.pathname), classMerge]);

// React's first render waits for that code, so the first commit draws the whole screen: no loading
// state first, and no reveal throttle after it (ready-lazy.tsx). A download that fails is reported
// where it is rendered. The render is a transition, so React renders in slices of a few milliseconds,
// yielding between them, instead of in one task that blocks input (blocking time under 4x CPU).
const render = () =>
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <App queryClient={queryClient} />
      </StrictMode>,
    ),
  );
firstScreen.then(render, render);
