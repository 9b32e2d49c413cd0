import { Component, type ErrorInfo, type ReactNode } from 'react';
import { SectionUnavailable, getErrorReporter } from '@bb/shared';

interface Props {
  remote: string;
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/** Contains a remote's render errors to its own area. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    getErrorReporter().report({
      message: `${this.props.remote} crashed: ${error.message}`,
      baseUrl: window.location.origin,
      url: window.location.pathname,
      method: 'RENDER',
      response: info.componentStack ?? null,
      requestData: null,
    });
  }

  override render() {
    if (this.state.failed) return <SectionUnavailable onRetry={this.props.onRetry} />;
    return this.props.children;
  }
}
