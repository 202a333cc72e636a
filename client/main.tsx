import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { createQueryClient } from './api/query-client';
import { statusQuery } from './api/status';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const queryClient = createQueryClient();
// The status line's code loads beside the screen's; its data is asked for now rather than when it arrives.
void queryClient.prefetchQuery(statusQuery());

// A transition, so React renders the first screen in slices of a few milliseconds, yielding between
// them, instead of in one task that blocks input (the route's blocking time under Lighthouse's 4x CPU).
startTransition(() =>
  createRoot(root).render(
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
  ),
);
