export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

export type NavigateFn = (to: string, opts?: NavigateOptions) => void;

// Until the host registers its router, a full page load is the only way to move.
const fallbackNavigate: NavigateFn = (to, opts) => {
  if (opts?.replace) window.location.replace(to);
  else window.location.assign(to);
};

let navigator: NavigateFn = fallbackNavigate;

/** The host registers react-router's navigate here so non-React code (API clients) can redirect without reloads. */
export function setNavigator(fn: NavigateFn | null): void {
  navigator = fn ?? fallbackNavigate;
}

export function navigateTo(to: string, opts?: NavigateOptions): void {
  navigator(to, opts);
}

export function getCurrentPath(): string {
  return window.location.pathname;
}
