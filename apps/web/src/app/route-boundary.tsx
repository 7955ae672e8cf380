/**
 * What a route's errorElement did under the data router: a page that fails to render (its chunk could
 * not be downloaded offline, say) shows RouteError, inside the shell for a page, the whole screen when
 * the shell itself failed. Keyed by its route, so another page starts afresh.
 */
import { Component, type ReactNode } from 'react';
import { RouteError } from './pages/route-error.tsx';

export class RouteBoundary extends Component<{ inShell?: boolean; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render(): ReactNode {
    return this.state.failed ? <RouteError inShell={this.props.inShell} /> : this.props.children;
  }
}
