import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { Spinner } from '@/components/ui/spinner';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { PRODUCT_TITLE, ROUTES, routeFor, type AppRoute } from './routes';

// One lazy component per loader, so `/` and `/live-rank` share a single screen component.
const lazyByLoader = new Map<AppRoute['load'], LazyExoticComponent<ComponentType>>();
const SCREENS = ROUTES.map((route) => {
  let Screen = lazyByLoader.get(route.load);
  if (!Screen) {
    Screen = lazy(route.load);
    lazyByLoader.set(route.load, Screen);
  }
  return { ...route, Screen };
});
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
