import { Component, type ReactNode } from 'react';

/**
 * Shows `fallback` in place of shell parts that fail: the status line and the footer's note load as
 * their own chunk, and one that cannot be downloaded (the app was redeployed) or cannot show an
 * answer (an older page against a newer server) must not take the shell down with it.
 */
export class QuietBoundary extends Component<
  { fallback: ReactNode; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
