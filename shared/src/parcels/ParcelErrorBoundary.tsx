import { Component, type ErrorInfo, type ReactNode } from 'react';
import { getErrorReporter } from '../errors';
import { SectionUnavailable } from '../ui/SectionUnavailable';

interface Props {
  /** Who crashed, as named in the error report (a federation name such as mfe_gotd). */
  name: string;
  /** What Retry does; without it Retry simply renders the children again. */
  onRetry?: () => void;
  children?: ReactNode;
}

interface State {
  failed: boolean;
}

/** Contains a render error to its own area or parcel, reports it once, and offers Retry. */
export class ParcelErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    reportParcelError(this.props.name, error, 'RENDER', info.componentStack ?? null);
  }

  private readonly retry = () => {
    this.setState({ failed: false });
    this.props.onRetry?.();
  };

  override render() {
    if (this.state.failed) return <SectionUnavailable onRetry={this.retry} />;
    return this.props.children;
  }
}

/** One shape for every parcel failure report: a crash while rendering, or a lifecycle that failed to load or mount. */
export function reportParcelError(name: string, error: unknown, method: 'RENDER' | 'LOAD' | 'MOUNT', detail: string | null = null): void {
  const message = error instanceof Error ? error.message : String(error);
  const what = { RENDER: 'crashed', LOAD: 'failed to load', MOUNT: 'failed to mount' }[method];
  getErrorReporter().report({
    message: `${name} ${what}: ${message}`,
    baseUrl: window.location.origin,
    url: window.location.pathname,
    method,
    response: detail,
    requestData: null,
  });
}
