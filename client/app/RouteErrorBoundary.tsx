import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorState } from '@/components/ui/state-blocks';

interface Props {
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/**
 * Catches a screen that throws while rendering or whose code chunk fails to download (e.g. the
 * app was redeployed), so the shell and navigation stay usable. Keyed by location, so navigating
 * away clears it.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Screen failed', error, info.componentStack);
  }

  override render() {
    if (this.state.error) {
      return (
        <ErrorState
          title="This screen could not be shown"
          message={this.state.error.message}
          onRetry={() => window.location.reload()}
        />
      );
    }
    return this.props.children;
  }
}
