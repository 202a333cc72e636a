import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/test/render';
import ROUTE_HEADINGS from '@/test/route-headings.json';
import { AppRouter } from './AppRouter';

// Screens load lazily; the first import of a module is transformed on demand and can be slow.
const LOAD = { timeout: 5000 };

// Every route of the product, with the heading each screen shows (the browser tests read the same list).
const SPEC_ROUTES = Object.entries(ROUTE_HEADINGS);

describe('AppRouter', () => {
  it.each(SPEC_ROUTES)('routes %s to its screen', async (path, heading) => {
    renderWithApp(<AppRouter />, { path });
    const h1 = await screen.findByRole('heading', { level: 1 }, LOAD);
    expect(h1).toHaveTextContent(heading);
    await waitFor(() => expect(document.title).toBe(`${heading} · FPL Analytics`));
    expect(screen.queryByText('404 Page Not Found')).toBeNull();
  });

  it.each(['/nope', '/my-team/extra', '/live-rank/123', '/admin'])(
    'shows the not-found screen for %s',
    async (path) => {
      renderWithApp(<AppRouter />, { path });
      expect(
        await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' }, LOAD),
      ).toBeInTheDocument();
      expect(screen.getByText('Did you forget to add the page to the router?')).toBeInTheDocument();
    },
  );
});
