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

/** Spec §9: error and warn stay 5000 ms, everything else auto-closes after 2000 ms. */
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
    // Spec §9 "duplicates prevented": a burst of failing calls must not stack identical toasts.
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
    (message: string, opts: ToastOptions = {}): number =>
      add({
        type,
        message,
        duration: opts.duration ?? TOAST_DURATIONS[type],
        persistent: false,
        ...(opts.code !== undefined ? { code: opts.code } : {}),
        ...(opts.action ? { action: opts.action } : {}),
      });

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
