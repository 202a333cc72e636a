import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { createQueryClient } from './api/query-client';
import { startStatus } from './api/status';
import { routeFor } from './app/routes';
import { loadStatusLine } from './app/shell/status-parts';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const queryClient = createQueryClient();
// The screen waits for the status line (AppShell): the line's code and data, the screen's code and the
// data it reads first are asked for now, before React's first render (the page's head has already
// named the code, so it is on its way). A download that fails is reported where it is rendered.
startStatus(queryClient, document);
const ignore = () => undefined;
loadStatusLine().catch(ignore);
const route = routeFor(window.location.pathname);
route?.load().catch(ignore);
route?.prefetch?.(queryClient);

// A transition, so React renders the first screen in slices of a few milliseconds, yielding between
// them, instead of in one task that blocks input (the route's blocking time under Lighthouse's 4x CPU).
startTransition(() =>
  createRoot(root).render(
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
  ),
);
