import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp, stubFetch } from '@/test/render';
import { AppShell } from './AppShell';

// The status line's code is its own chunk; here it cannot be downloaded (the app was redeployed
// while the page was open), which must leave the shell and the screen usable.
vi.mock('@/features/status/StatusIndicator', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

describe('AppShell when the status line cannot be downloaded', () => {
  it('says "Status unavailable", keeps the footer and shows the screen', async () => {
    stubFetch({});
    renderWithApp(
      <AppShell>
        <h1>Screen content</h1>
      </AppShell>,
      { path: '/my-team' },
    );
    expect(await screen.findByText('Status unavailable')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Data source' })).toHaveTextContent('Status unavailable');
    expect(screen.getByRole('heading', { name: 'Screen content' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent(
      'Data comes from the official Fantasy Premier League game and is updated in real time. This is an independent analysis tool',
    );
  });
});
