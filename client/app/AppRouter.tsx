import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { Spinner } from '@/components/ui/spinner';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { PRODUCT_TITLE, routeFor } from './routes';
import { SCREENS } from './screens';

// The 404 page loads like a screen: its card would bring tailwind-merge into the entry bundle.
const NotFound = lazy(() => import('./NotFound'));

export function AppRouter() {
  const [location] = useLocation();
  const queryClient = useQueryClient();
  // A new screen starts at the top, not at the previous screen's scroll position.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location]);
  useEffect(() => {
    routeFor(location)?.prefetch?.(queryClient);
  }, [location, queryClient]);
  return (
    <RouteErrorBoundary key={location}>
      <Suspense fallback={<Spinner label="Loading…" />}>
        <Switch>
          {SCREENS.map(({ path, title, Screen }) => (
            <Route key={path} path={path}>
              <title>{`${title} · ${PRODUCT_TITLE}`}</title>
              <Screen />
            </Route>
          ))}
          <Route>
            <NotFound />
          </Route>
        </Switch>
      </Suspense>
    </RouteErrorBoundary>
  );
}
