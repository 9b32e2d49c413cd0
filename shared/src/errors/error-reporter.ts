import { getAppConfig } from '../config/app-config';
export { stripPasswords } from './strip-passwords';

export interface ClientErrorEvent {
  message: string;
  baseUrl: string;
  url: string;
  method: string;
  response: unknown;
  requestData: unknown;
}

export interface ErrorReporter {
  report(event: ClientErrorEvent): void;
}

/** Default adapter: our own API collects client errors; production hosts may swap in a vendor SDK. */
export const localErrorReporter: ErrorReporter = {
  report(event) {
    try {
      const pending = fetch(`${getAppConfig().restBase}/client-errors`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(event),
        // Reports are often sent right before a redirect; keepalive lets them outlive the page.
        keepalive: true,
      });
      void Promise.resolve(pending).catch((err: unknown) => {
        console.error('client error report failed', err);
      });
    } catch (err) {
      // Reporting must never turn one failure into two.
      console.error('client error report failed', err);
    }
  },
};

let reporter: ErrorReporter = localErrorReporter;

export function setErrorReporter(next: ErrorReporter | null): void {
  reporter = next ?? localErrorReporter;
}

export function getErrorReporter(): ErrorReporter {
  return reporter;
}
