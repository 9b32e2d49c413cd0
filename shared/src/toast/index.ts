export * from './toast-bus';
export * from './use-toasts';
export * from './ToastViewport';
