import { Component, type ReactNode } from 'react';
import { AuthLayout } from '../../ui/AuthLayout.js';
import { nameTab } from '../../ui/useTabTitle.js';

const TITLE = 'Unexpected Application Error';

/** Catches a render failure anywhere below and shows the router's default error page (React itself logs the error). */
export class ErrorBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch() {
    nameTab(TITLE);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    // The signed-out pages' card: it stands without the providers this boundary sits above.
    return <AuthLayout title={TITLE} alert={this.state.error.message} footer={<a href="/">Go to the dashboard</a>} />;
  }
}
