import { Component, type ErrorInfo, type ReactNode } from 'react';
import styles from './errors.module.css';

/** Catches a render failure anywhere below and shows the router's default error page. */
export class ErrorBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <main className={styles.page}>
        <div className={styles.box} role="alert">
          <h1 className={styles.title}>Unexpected Application Error</h1>
          <p className={styles.text}>{this.state.error.message}</p>
          <div className={styles.actions}>
            <a href="/">
              Go to the dashboard
            </a>
          </div>
        </div>
      </main>
    );
  }
}
