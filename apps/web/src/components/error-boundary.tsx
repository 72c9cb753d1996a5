import { Component, type ErrorInfo, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import { MESSAGES } from '@stoa/shared';

interface ErrorBoundaryProps {
  children: ReactNode;
  /** When this value changes the boundary tries again, e.g. the pathname, so navigating away recovers. */
  resetKey?: unknown;
  fallback?: ReactNode;
}

interface ErrorBoundaryState {
  hasError: boolean;
  resetKey: unknown;
}

/** One per page region (ARCHITECTURE §8): a rendering error shows the spec's fallback instead of a blank screen. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { hasError: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<ErrorBoundaryState> {
    return { hasError: true };
  }

  static getDerivedStateFromProps(
    props: ErrorBoundaryProps,
    state: ErrorBoundaryState,
  ): Partial<ErrorBoundaryState> | null {
    if (props.resetKey !== state.resetKey) return { hasError: false, resetKey: props.resetKey };
    return null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    // Kept in the console for support; the user sees only the fixed message.
    console.error(error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.hasError) return this.props.children;
    return (
      this.props.fallback ?? (
        <Alert severity="error" sx={{ m: 2 }}>
          {MESSAGES.unexpectedError}
        </Alert>
      )
    );
  }
}
