import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { createQueryClient } from './api/query-client';
import { statusQuery } from './api/status';
import { ROUTES } from './app/routes';
import { loadStatusLine } from './app/shell/status-parts';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const queryClient = createQueryClient();
// The screen waits for the status line (AppShell): the line's code and data and the screen's code are
// asked for now, before React's first render. A download that fails is reported where it is rendered.
void queryClient.prefetchQuery(statusQuery());
const ignore = () => undefined;
loadStatusLine().catch(ignore);
ROUTES.find((route) => route.path === window.location.pathname)
  ?.load()
  .catch(ignore);

// A transition, so React renders the first screen in slices of a few milliseconds, yielding between
// them, instead of in one task that blocks input (the route's blocking time under Lighthouse's 4x CPU).
startTransition(() =>
  createRoot(root).render(
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
  ),
);
