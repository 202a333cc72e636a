import type { ComponentType } from 'react';
import { readyLazy, type ReadyLazy } from './ready-lazy';
import { ROUTES, routeFor, type AppRoute } from './routes';

// One component per loader, so `/` and `/live-rank` share a single screen component.
const byLoader = new Map<AppRoute['load'], ReadyLazy<object>>();
const screenOf = (route: AppRoute): ReadyLazy<object> => {
  let screen = byLoader.get(route.load);
  if (!screen) {
    screen = readyLazy<object>(() => route.load().then((m): ComponentType<object> => m.default));
    byLoader.set(route.load, screen);
  }
  return screen;
};

/** Every route with its screen component, loaded on first visit (route-level code splitting). */
export const SCREENS = ROUTES.map((route) => ({ ...route, Screen: screenOf(route).Component }));

/** Loads the code of the screen at `pathname`, if a route has it (the 404 page is not waited for). */
export function loadScreen(pathname: string): Promise<unknown> {
  const route = routeFor(pathname);
  return route ? screenOf(route).load() : Promise.resolve();
}
