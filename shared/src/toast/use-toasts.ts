import { useSyncExternalStore } from 'react';
import { toast, type Toast } from './toast-bus';

export function useToasts(): readonly Toast[] {
  return useSyncExternalStore(toast.subscribe, toast.getToasts, toast.getToasts);
}
