import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RouteError } from './RouteError';

interface Props {
  /** the current path: an error is cleared when the user goes elsewhere (back, or a typed address) */
  path: string;
  children: ReactNode;
}

/**
 * Shows `RouteError` instead of the app when a page fails to render or to load (e.g. a lazy chunk of an old
 * release), as a data router's `errorElement` would; leaving the page tries again.
 */
export class RouteErrorBoundary extends Component<Props, { failedAt: string | null }> {
  override state = { failedAt: null as string | null };

  static getDerivedStateFromError(): Partial<{ failedAt: string | null }> {
    return { failedAt: '' };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
    this.setState({ failedAt: this.props.path });
  }

  override componentDidUpdate(prev: Props) {
    if (this.state.failedAt !== null && prev.path !== this.props.path) this.setState({ failedAt: null });
  }

  override render() {
    return this.state.failedAt === null ? this.props.children : <RouteError />;
  }
}
