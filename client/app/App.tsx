import type { QueryClient } from '@tanstack/react-query';
import { AppProviders } from './AppProviders';
import { AppRouter } from './AppRouter';
import { AppShell } from './shell/AppShell';

export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <AppProviders client={queryClient}>
      <AppShell>
        <AppRouter />
      </AppShell>
    </AppProviders>
  );
}
