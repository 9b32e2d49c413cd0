export type ToastType = 'success' | 'error' | 'warn' | 'info';

/** A way on from a toast: a link to an in-app path (the viewport opens it through the app's router). */
export interface ToastAction {
  label: string;
  href: string;
}

export interface ToastOptions {
  /** Milliseconds until auto-close; overrides the type's default. */
  duration?: number;
  /** A machine code, e.g. 401 for the session-expired toast. */
  code?: number | string;
  action?: ToastAction;
  /**
   * The page is about to reload (or load another address): the toast shows now and once more on the next page load
   * of this tab, where the old page's toasts are gone (logout's "Logged out successfully!" must survive its reload).
   */
  keepAcrossReload?: boolean;
}

export interface PersistentToastOptions {
  colour: string;
}

export interface Toast {
  id: number;
  type: ToastType;
  message: string;
  /** null for persistent toasts, which never auto-close. */
  duration: number | null;
  persistent: boolean;
  code?: number | string;
  colour?: string;
  action?: ToastAction;
}

export type ToastListener = (toasts: readonly Toast[]) => void;

/** sessionStorage key of the toasts kept for the next page load (see ToastOptions.keepAcrossReload). */
export const PENDING_TOASTS_KEY = 'pendingToasts';

/**
 * A kept toast older than this is dropped instead of shown: it belonged to a reload that never came (the tab was
 * closed, or the navigation failed), and a toast about it later would be about something long past.
 */
export const PENDING_TOAST_MAX_AGE_MS = 60_000;

interface PendingToast {
  type: ToastType;
  message: string;
  duration?: number;
  code?: number | string;
  /** Epoch ms when it was kept. */
  at: number;
}

const TOAST_TYPES: readonly ToastType[] = ['success', 'error', 'warn', 'info'];

function isPendingToast(value: unknown): value is PendingToast {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return TOAST_TYPES.includes(v.type as ToastType) && typeof v.message === 'string' && typeof v.at === 'number' && (v.duration === undefined || typeof v.duration === 'number');
}

/** The kept toasts; storage that is missing, blocked or holds garbage counts as none (a toast is never worth a crash). */
function readPending(): PendingToast[] {
  try {
    const parsed: unknown = JSON.parse(window.sessionStorage.getItem(PENDING_TOASTS_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isPendingToast) : [];
  } catch {
    return [];
  }
}

function writePending(pending: readonly PendingToast[]): void {
  try {
    if (pending.length) window.sessionStorage.setItem(PENDING_TOASTS_KEY, JSON.stringify(pending));
    else window.sessionStorage.removeItem(PENDING_TOASTS_KEY);
  } catch {
    // No session storage (private mode, sandboxed frame): the toast is only seen before the reload.
  }
}

/** Error and warn toasts stay 5000 ms, everything else auto-closes after 2000 ms. */
export const TOAST_DURATIONS: Readonly<Record<ToastType, number>> = Object.freeze({
  success: 2000,
  info: 2000,
  error: 5000,
  warn: 5000,
});

export interface ToastBus {
  success(message: string, opts?: ToastOptions): number;
  error(message: string, opts?: ToastOptions): number;
  warn(message: string, opts?: ToastOptions): number;
  info(message: string, opts?: ToastOptions): number;
  /** Admin and announcement toasts: no auto-close, not closable by click. */
  persistent(message: string, opts: PersistentToastOptions): number;
  dismiss(id: number): void;
  dismissAll(): void;
  /**
   * Shows, once, the toasts kept by `keepAcrossReload` on the page before the reload, then forgets them. The toast
   * viewport calls it when it mounts, so they appear when someone can see them. `now` is injectable for tests.
   */
  showPending(now?: number): void;
  subscribe(listener: ToastListener): () => void;
  getToasts(): readonly Toast[];
}

function createToastBus(): ToastBus {
  let toasts: readonly Toast[] = [];
  let nextId = 1;
  const timers = new Map<number, ReturnType<typeof setTimeout>>();
  const listeners = new Set<ToastListener>();

  const publish = (next: readonly Toast[]): void => {
    toasts = next;
    for (const l of [...listeners]) l(toasts);
  };

  const dismiss = (id: number): void => {
    const timer = timers.get(id);
    if (timer !== undefined) clearTimeout(timer);
    timers.delete(id);
    if (toasts.some((x) => x.id === id)) publish(toasts.filter((x) => x.id !== id));
  };

  const add = (draft: Omit<Toast, 'id'>): number => {
    // Duplicates are prevented: a burst of failing calls must not stack identical toasts.
    const existing = toasts.find((x) => x.type === draft.type && x.message === draft.message);
    if (existing) return existing.id;
    const toast: Toast = { ...draft, id: nextId++ };
    if (toast.duration !== null) {
      timers.set(toast.id, setTimeout(() => dismiss(toast.id), toast.duration));
    }
    publish([...toasts, toast]);
    return toast.id;
  };

  const typed =
    (type: ToastType) =>
    (message: string, opts: ToastOptions = {}): number => {
      if (opts.keepAcrossReload) {
        const kept: PendingToast = { type, message, at: Date.now(), ...(opts.duration !== undefined ? { duration: opts.duration } : {}), ...(opts.code !== undefined ? { code: opts.code } : {}) };
        writePending([...readPending().filter((p) => p.type !== type || p.message !== message), kept]);
      }
      return add({
        type,
        message,
        duration: opts.duration ?? TOAST_DURATIONS[type],
        persistent: false,
        ...(opts.code !== undefined ? { code: opts.code } : {}),
        ...(opts.action ? { action: opts.action } : {}),
      });
    };

  return {
    success: typed('success'),
    error: typed('error'),
    warn: typed('warn'),
    info: typed('info'),
    persistent: (message, { colour }) => add({ type: 'info', message, duration: null, persistent: true, colour }),
    dismiss,
    dismissAll() {
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
      publish([]);
    },
    showPending(now = Date.now()) {
      const pending = readPending();
      if (!pending.length) return;
      // Forgotten before showing: a second viewport (or a second mount) must not show them again.
      writePending([]);
      for (const p of pending) {
        if (now - p.at > PENDING_TOAST_MAX_AGE_MS) continue;
        add({ type: p.type, message: p.message, duration: p.duration ?? TOAST_DURATIONS[p.type], persistent: false, ...(p.code !== undefined ? { code: p.code } : {}) });
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getToasts: () => toasts,
  };
}

/** The one toast bus of the page, shared by the host and every remote. */
export const toast: ToastBus = createToastBus();
