import { StrictMode } from 'react';
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

createRoot(root).render(
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>,
);
